import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { smartSessions } from '../db/schema'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { sessionChain } from './internal/sessionChain'
import { AccountSignature, Pci, revokeSessionMessage } from './internal/sessionFields'
import { verifyAccountSignature } from './internal/verifyAccountSignature'

/**
 * POST /api/v1/sessions/{address}/revoke?projectId, body `{ pci, signature }` (docs/behaviour.md#calls): marks
 * the recorded grant revoked once `signature` proves the account (ERC-1271 / ERC-6492) signed
 * `Revoke Latch session <pci>`. The permissions themselves are revoked on chain by the account (the
 * frame sends that UserOperation first); the list reads that from the chain. Revoking again is a
 * no-op; a grant not recorded for this project and account is 404 'Unknown session'. Limited per client.
 *
 * @example
 * // body: { pci: '0x…', signature: '0x…' } → { revoked: true }
 */
export const sessionRevokeRoute = defineApiRoute({
  method: 'POST',
  input: z.object({
    projectId: ProjectIdParam,
    address: AccountParam,
    pci: Pci,
    signature: AccountSignature,
  }),
  run: async ({ address, pci, signature }, context): Promise<{ revoked: true }> => {
    await limitRequest(context, requestLimits.smartSessions)
    const mine = and(
      eq(smartSessions.projectId, context.project.projectId),
      eq(smartSessions.account, address),
      eq(smartSessions.pci, pci),
    )
    const [row] = await context.db.select().from(smartSessions).where(mine)
    if (!row) throw new ApiError(404, 'Unknown session', { parameter: 'pci' })
    const chain = sessionChain(context, row.chainId)
    await verifyAccountSignature(chain, { address, message: revokeSessionMessage(pci), signature })
    await context.db
      .update(smartSessions)
      .set({ revokedAt: context.now() })
      .where(and(mine, eq(smartSessions.chainId, row.chainId), isNull(smartSessions.revokedAt)))
    return { revoked: true }
  },
})
