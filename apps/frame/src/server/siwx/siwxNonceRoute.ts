import { randomBytes } from 'node:crypto'
import { and, isNull, lt } from 'drizzle-orm'
import { z } from 'zod'
import type { SiwxNonce } from '@/siwx/SiwxNonce'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { siwxNonces } from '../db/schema'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { originDomain } from './internal/originDomain'
import { siwxNonceLifetimeMs, siwxSessionLifetimeMs } from './internal/siwxLifetimes'

/**
 * POST /api/siwx/nonce: a fresh single-use nonce (128 random bits, hex, so alphanumeric as EIP-4361
 * requires) bound to the project and the host origin asking, redeemable for 10 minutes. Nonces that
 * expired unused are swept on the way, so asking for nonces without signing cannot grow the table.
 */
export const siwxNonceRoute = defineApiRoute({
  method: 'POST',
  input: z.object({ projectId: ProjectIdParam }),
  run: async (_input, context): Promise<SiwxNonce> => {
    await limitRequest(context, requestLimits.siwxNonces)
    const { db, project, origin, now } = context
    const issuedAt = now()
    const nonce = randomBytes(16).toString('hex')
    await db.delete(siwxNonces).where(and(isNull(siwxNonces.usedAt), lt(siwxNonces.expiresAt, issuedAt)))
    await db.insert(siwxNonces).values({
      nonce,
      projectId: project.projectId,
      origin,
      domain: originDomain(origin),
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + siwxNonceLifetimeMs),
    })
    return {
      nonce,
      issuedAt: issuedAt.toISOString(),
      expirationTime: new Date(issuedAt.getTime() + siwxSessionLifetimeMs).toISOString(),
    }
  },
})
