import { PermissionRequest, PermissionsContext } from '@latch/protocol/permissionParams'
import {
  type Address,
  formatUnits,
  getAddress,
  type Hex,
  isAddressEqual,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { permissionIdsOf } from '@/sessions/permissionsContext'
import { toSessionPermissions } from '@/sessions/toSessionPermissions'
import type { ApprovalWarning } from '../ApprovalWarning'
import { UnreadableRequestError } from '../UnreadableRequestError'
import type { ApprovalChain, DisplayAmount, KnownToken } from './approvalTypes'

/**
 * One permission of a grant as ApproveTransaction shows it: a token transfer up to a limit (`limit`),
 * or any number of calls of one function.
 */
export type DescribedPermission = {
  contract: Address
  /** The contract's symbol when it is a token the frame knows. */
  contractName?: string
  /** The function as the request named it (a signature, or a selector). */
  function: string
  selector: Hex
  /** How much of the token the key may move in all, for a token transfer. */
  limit?: DisplayAmount
  warning?: ApprovalWarning
}

/** A wallet_grantPermissions request as ApproveTransaction shows it. */
export type DescribedGrant = {
  /** The session key that gets the permissions. */
  key: Address
  /** Unix seconds: the permissions end then (the view says when in the user's locale). */
  expiry: number
  permissions: DescribedPermission[]
}

/** A wallet_revokePermissions request as ApproveTransaction shows it. */
export type DescribedRevoke = { permissionIds: Hex[] }

const tokenMoves = new Set([
  toFunctionSelector('function transfer(address,uint256)'),
  toFunctionSelector('function approve(address,uint256)'),
  toFunctionSelector('function transferFrom(address,address,uint256)'),
])

/**
 * The permissions an ERC-7715 request asks for (what LatchAccount would store, via
 * toSessionPermissions): which contract and function, and for a token transfer
 * how much of which token in all, in its units and symbol when the frame knows the token. A call
 * without a limit on a known token's transfer or approve carries a warning, as does a token the frame
 * does not know (its amount is then in base units).
 *
 * @example
 * readGrant([{ chainId: '0x7a69', expiry, signer: { type: 'key', data: { id: key } }, permissions: [{ type: 'erc20-token-transfer', data: { address: usdl, allowance: '0x989680' } }] }], { chain, knownTokens })
 * // { key, expiry, permissions: [{ limit: { formatted: '10', symbol: 'USDL', … }, contractName: 'USDL', function: 'transfer(address,uint256)', … }] }
 */
export function readGrant(
  params: unknown[],
  context: { chain: ApprovalChain; knownTokens: readonly KnownToken[] },
): DescribedGrant {
  const parsed = PermissionRequest.safeParse(params[0])
  if (!parsed.success || params.length !== 1)
    throw new UnreadableRequestError('The permission request is not one Latch can grant')
  const request = parsed.data
  if (Number(request.chainId) !== context.chain.id)
    throw new UnreadableRequestError(
      `The permissions are for chain ${Number(request.chainId)}, not this network`,
    )
  let granted: ReturnType<typeof toSessionPermissions>
  try {
    // The expiry is checked against the clock when the request arrives; here only what is granted.
    granted = toSessionPermissions(request, { nowSeconds: 0 })
  } catch (error) {
    throw new UnreadableRequestError(error instanceof Error ? error.message : String(error))
  }
  return {
    key: getAddress(request.signer.data.id),
    expiry: request.expiry,
    permissions: granted.map(({ permission, function: name }) => {
      const token = context.knownTokens.find((known) => isAddressEqual(known.address, permission.target))
      const named = token ? { contractName: token.symbol } : {}
      const base = { contract: permission.target, ...named, function: name, selector: permission.selector }
      if (permission.token !== zeroAddress) {
        const limit: DisplayAmount = token
          ? {
              raw: permission.allowance,
              formatted: formatUnits(permission.allowance, token.decimals),
              symbol: token.symbol,
            }
          : { raw: permission.allowance, formatted: permission.allowance.toString() }
        return {
          ...base,
          limit,
          ...(!token && {
            warning: { code: 'unknownToken', token: permission.target },
          }),
        }
      }
      return {
        ...base,
        ...(tokenMoves.has(permission.selector) && {
          warning: {
            code: 'noLimit',
            token: token ? { symbol: token.symbol } : { address: permission.target },
          },
        }),
      }
    }),
  }
}

/**
 * The permission ids a wallet_revokePermissions request revokes.
 *
 * @example
 * readRevoke([{ permissionsContext: pci }]) // { permissionIds: [id] }
 */
export function readRevoke(params: unknown[]): DescribedRevoke {
  const [first] = params
  const pci =
    typeof first === 'object' && first !== null
      ? (first as { permissionsContext?: unknown }).permissionsContext
      : undefined
  const parsed = PermissionsContext.safeParse(pci)
  if (!parsed.success || params.length !== 1)
    throw new UnreadableRequestError('The request names no permissions context to revoke')
  return { permissionIds: permissionIdsOf(parsed.data) }
}
