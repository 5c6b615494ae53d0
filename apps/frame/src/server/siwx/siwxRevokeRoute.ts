import { and, eq, isNull } from 'drizzle-orm'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { siwxSessions } from '../db/schema'
import { findStoredSession } from './internal/findStoredSession'
import { SiwxSessionInput } from './internal/SiwxSessionInput'

/**
 * POST /api/siwx/revoke: signs out of exactly this session, so that it no longer verifies, for the
 * frame and for host backends alike. Revoking a revoked session is a no-op; an unknown one is 404.
 */
export const siwxRevokeRoute = defineApiRoute({
  method: 'POST',
  input: SiwxSessionInput,
  run: async (input, { db, project, origin, now }): Promise<{ revoked: true }> => {
    const found = await findStoredSession(db, {
      projectId: project.projectId,
      origin,
      message: input.message,
      signature: input.signature,
    })
    if (!('session' in found)) throw new ApiError(404, 'Unknown session', { reason: found.reason })
    await db
      .update(siwxSessions)
      .set({ revokedAt: now() })
      .where(and(eq(siwxSessions.nonce, found.session.nonce), isNull(siwxSessions.revokedAt)))
    return { revoked: true }
  },
})
