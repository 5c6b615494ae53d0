import { type Address, formatUnits, type Hex, isAddressEqual, zeroAddress } from 'viem'
import type { KnownToken } from '@/approvals/describeRequest'
import type { RecordedSession } from '@/sessions/createSessionsApi'

/** One permission of a session as the Sessions view lists it. */
export type PermissionRow = {
  id: Hex
  contract: Address
  /** The contract's symbol when it is a token the frame knows. */
  contractName?: string
  /** The function by its signature when the frame knows it, else its selector. */
  function: string
  /** For a token limit: how much in all, and how much the key has spent, in the token's units. */
  limit?: { total: string; spent: string }
}

/** A session (one grant) as the Sessions view lists it. */
export type SessionRow = {
  pci: Hex
  key: Address
  /** Unix seconds. */
  expiry: number
  status: 'active' | 'expired' | 'revoked'
  permissions: PermissionRow[]
}

const knownFunctions: ReadonlyMap<string, string> = new Map([
  ['0xa9059cbb', 'transfer(address,uint256)'],
  ['0x095ea7b3', 'approve(address,uint256)'],
])

/**
 * A recorded session in the Sessions view's words: each permission's contract (by symbol for a known
 * token), its function, and for a token limit the total and what was spent in the token's units with
 * its symbol (base units for a token the frame does not know); the session is active, expired (by the
 * chain, or by the clock since the list was read) or revoked.
 *
 * @example
 * describeSession(session, { knownTokens, nowSeconds }).permissions[0]?.limit // { total: '10 USDL', spent: '3 USDL' }
 */
export function describeSession(
  session: RecordedSession,
  context: { knownTokens: readonly KnownToken[]; nowSeconds: number },
): SessionRow {
  const status = session.revoked
    ? 'revoked'
    : session.expired || session.expiry <= context.nowSeconds
      ? 'expired'
      : 'active'
  return {
    pci: session.pci,
    key: session.signer,
    expiry: session.expiry,
    status,
    permissions: session.permissions.map((permission) => {
      const token = context.knownTokens.find((known) => isAddressEqual(known.address, permission.target))
      const amount = (value: string) =>
        token ? `${formatUnits(BigInt(value), token.decimals)} ${token.symbol}` : `${value} base units`
      return {
        id: permission.id,
        contract: permission.target,
        ...(token ? { contractName: token.symbol } : {}),
        function: knownFunctions.get(permission.selector.toLowerCase()) ?? permission.selector,
        ...(isAddressEqual(permission.token, zeroAddress)
          ? {}
          : { limit: { total: amount(permission.allowance), spent: amount(permission.spent) } }),
      }
    }),
  }
}
