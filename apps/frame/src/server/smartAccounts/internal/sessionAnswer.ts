import type { LocalChain } from '../../chain/LocalChain'
import type { smartSessions } from '../../db/schema'
import { readPermissions } from '../readPermissions'
import type { SmartSession } from '../SmartSession'
import { askNode } from './askNode'

type SessionRow = typeof smartSessions.$inferSelect

/**
 * A recorded session as the routes answer it, with each permission's spent and revoked read from
 * `chain` now. A node that does not answer is a 502.
 */
export async function sessionAnswer(chain: LocalChain, row: SessionRow, now: Date): Promise<SmartSession> {
  const states = await askNode(row.chainId, () =>
    readPermissions(
      chain.client,
      row.account as `0x${string}`,
      row.permissions.map((permission) => permission.id),
    ),
  )
  const permissions = row.permissions.map((permission, index) => {
    const state = states[index]
    return { ...permission, spent: (state?.spent ?? 0n).toString(), revoked: state ? state.revoked : true }
  })
  const expiry = Math.floor(row.expiresAt.getTime() / 1000)
  return {
    pci: row.pci as `0x${string}`,
    chainId: row.chainId,
    account: row.account as `0x${string}`,
    signer: row.signer as `0x${string}`,
    createdAt: row.createdAt.toISOString(),
    expiry,
    expired: expiry <= Math.floor(now.getTime() / 1000),
    revoked: row.revokedAt !== null || permissions.some((permission) => permission.revoked),
    permissions,
  }
}
