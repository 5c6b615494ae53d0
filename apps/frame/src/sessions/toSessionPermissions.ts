import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { PermissionRequest } from '@latch/protocol/permissionParams'
import { type Address, getAddress, type Hex, toFunctionSelector, zeroAddress } from 'viem'

/** LatchAccount's `Permission` struct: what one session key may call, and how much of a token it may move. */
export type OnchainPermission = {
  signer: Address
  target: Address
  selector: Hex
  /** The zero address when no token amount is limited. */
  token: Address
  /** In the token's base units; 0 when `token` is the zero address. */
  allowance: bigint
  /** Unix seconds. */
  validUntil: number
}

/** One permission to grant, with the function as the request named it (for the approval's words). */
type SessionPermission = { permission: OnchainPermission; function: string }

const transferSignature = 'transfer(address,uint256)'
const transferSelector = toFunctionSelector(`function ${transferSignature}`)

/**
 * What LatchAccount must store for one ERC-7715 request (already checked by its schema): an
 * `erc20-token-transfer` becomes one permission on the token's `transfer` with the allowance, each
 * function of a `contract-call` one permission on its contract with no token limit. Refused with
 * -32602: an expiry that is not in the future, and the same permission twice (the account would
 * refuse the second and with it the whole grant).
 *
 * @example
 * toSessionPermissions(request, { nowSeconds: Math.floor(Date.now() / 1000) })
 * // [{ permission: { signer, target: usdl, selector: '0xa9059cbb', token: usdl, allowance: 10_000_000n, validUntil }, function: 'transfer(address,uint256)' }]
 */
export function toSessionPermissions(
  request: PermissionRequest,
  { nowSeconds }: { nowSeconds: number },
): SessionPermission[] {
  if (request.expiry <= nowSeconds)
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      'The permissions expire in the past: expiry is unix seconds.',
    )
  const signer = getAddress(request.signer.data.id)
  const validUntil = request.expiry
  const granted = request.permissions.flatMap((requested): SessionPermission[] => {
    const target = getAddress(requested.data.address)
    if (requested.type === 'erc20-token-transfer')
      return [
        {
          permission: {
            signer,
            target,
            selector: transferSelector,
            token: target,
            allowance: BigInt(requested.data.allowance),
            validUntil,
          },
          function: transferSignature,
        },
      ]
    return requested.data.functions.map((name) => ({
      permission: {
        signer,
        target,
        selector: selectorOf(name),
        token: zeroAddress,
        allowance: 0n,
        validUntil,
      },
      function: name,
    }))
  })
  const seen = new Set<string>()
  for (const { permission } of granted) {
    const key = `${permission.target}:${permission.selector}:${permission.token}:${permission.allowance}`
    if (seen.has(key))
      throw new ProviderRpcError(errorCodes.invalidParams, 'The request asks for the same permission twice.')
    seen.add(key)
  }
  return granted
}

function selectorOf(name: string): Hex {
  return (
    /^0x[0-9a-fA-F]{8}$/.test(name) ? name.toLowerCase() : toFunctionSelector(`function ${name}`)
  ) as Hex
}
