import { ProviderRpcError } from '@latch/protocol/errors'
import { type Address, type Hex, isAddress, isAddressEqual, isHex, type TypedDataDefinition } from 'viem'
import { devSigner } from './devSigner'

function assertAccount(asked: unknown, account: Address) {
  if (typeof asked !== 'string' || !isAddress(asked, { strict: false }) || !isAddressEqual(asked, account))
    throw new ProviderRpcError(
      4100,
      `The request names ${String(asked)}, not this session's account ${account}.`,
    )
}

function readTypedData(json: unknown): TypedDataDefinition {
  let typedData: unknown
  try {
    typedData = typeof json === 'string' ? JSON.parse(json) : json
  } catch {
    throw new ProviderRpcError(-32602, 'The typed data is not valid JSON.')
  }
  const { domain, types, primaryType, message } = (typedData ?? {}) as Record<string, unknown>
  if (typeof primaryType !== 'string' || typeof types !== 'object' || typeof message !== 'object')
    throw new ProviderRpcError(-32602, 'Expected typed data with types, primaryType and message.')
  return { domain, types, primaryType, message } as TypedDataDefinition
}

/**
 * Signs a `personal_sign`, `eth_sign` or `eth_signTypedData_v4` request with the dev account
 * `account`, which the request must name. A hex message is signed as its bytes, other text as it is.
 */
export async function signRequest(method: string, params: unknown, account: Address): Promise<Hex> {
  const args: readonly unknown[] = Array.isArray(params) ? params : []
  const signer = devSigner(account)
  switch (method) {
    case 'personal_sign':
    case 'eth_sign': {
      const [message, address] = method === 'personal_sign' ? args : [args[1], args[0]]
      assertAccount(address, account)
      if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'Expected the message as a string.')
      return signer.signMessage({ message: isHex(message, { strict: true }) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, json] = args
      assertAccount(address, account)
      return signer.signTypedData(readTypedData(json))
    }
    default:
      throw new ProviderRpcError(4200, `${method} is not a signing method.`)
  }
}
