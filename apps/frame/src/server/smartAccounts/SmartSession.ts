import type { StoredPermission } from '../db/schema'

/** One permission of a session as the sessions routes answer it: as granted, and its state on chain. */
export type SmartSessionPermission = StoredPermission & {
  /** Decimal, in the token's base units: what session-signed calls have spent of the allowance. */
  spent: string
  revoked: boolean
}

/**
 * A smart account's grant of session permissions (ERC-7715) as `GET /api/v1/sessions/{address}`
 * answers it: `expiry` is its earliest permission's validUntil (unix seconds); `revoked` when the
 * account revoked any of its permissions on chain or told this server it revoked the grant.
 */
export type SmartSession = {
  pci: `0x${string}`
  chainId: number
  account: `0x${string}`
  signer: `0x${string}`
  /** ISO 8601. */
  createdAt: string
  expiry: number
  expired: boolean
  revoked: boolean
  permissions: SmartSessionPermission[]
}
