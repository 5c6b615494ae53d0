import { UnauthorizedProviderError } from '@latch/protocol'
import { type Address, isAddressEqual, numberToHex } from 'viem'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'

/** What one account can do on one chain (EIP-5792 v2 capabilities). */
type ChainCapabilities = {
  atomic: { status: 'supported' | 'unsupported' }
  paymasterService?: { supported: true }
}

/**
 * wallet_getCapabilities (EIP-5792 v2) for either of the embedded user's accounts, keyed by the
 * chain's hex id: the smart account batches atomically where the network has its bundler, with
 * paymasterService where the project pays its gas; the EOA does neither. The wallet answers for the
 * chain it is on (the one its bundler and sponsorship are known for); a request that names chains
 * without it gets `{}`. Another address is 4100.
 *
 * @example
 * await walletGetCapabilities(context) // { '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } } }
 */
export const walletGetCapabilities: EmbeddedMethod<'wallet_getCapabilities'> = async (context) => {
  const [requested, chainIds] = context.params
  const address = requested as Address
  const smart = isAddressEqual(address, context.smartAccount)
  if (!smart && !isAddressEqual(address, context.owner)) throw new UnauthorizedProviderError()
  const chain = numberToHex(context.chainId)
  if (chainIds && !chainIds.some((id) => BigInt(id) === BigInt(context.chainId))) return {}
  const atomic = smart && context.network.smartAccounts === true
  const capabilities: ChainCapabilities = {
    atomic: { status: atomic ? 'supported' : 'unsupported' },
    ...(atomic && context.sponsored && { paymasterService: { supported: true as const } }),
  }
  return { [chain]: capabilities }
}
