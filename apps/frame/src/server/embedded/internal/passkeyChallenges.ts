import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { ApiContext } from '../../api/ApiRoute'
import { embeddedPasskeyChallenges } from '../../db/schema'
import type { PasskeyPurpose } from '../../db/schema/embedded'
import { EmbeddedError } from './EmbeddedError'
import { passkeyCeremonyMs } from './lifetimes'
import { randomToken } from './secrets'

export type PasskeyChallenge = typeof embeddedPasskeyChallenges.$inferSelect

/** Stores a ceremony's challenge (expired ones are swept on the way) and answers its id. */
export async function createPasskeyChallenge(
  context: ApiContext,
  challenge: { purpose: PasskeyPurpose; challenge: string; userId?: string },
): Promise<string> {
  const now = context.now()
  await context.db.delete(embeddedPasskeyChallenges).where(lt(embeddedPasskeyChallenges.expiresAt, now))
  const challengeId = randomToken(16)
  await context.db.insert(embeddedPasskeyChallenges).values({
    challengeId,
    projectId: context.project.projectId,
    purpose: challenge.purpose,
    challenge: challenge.challenge,
    userId: challenge.userId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + passkeyCeremonyMs),
  })
  return challengeId
}

/**
 * Redeems a challenge of this project and purpose, once: a second redemption, an expired challenge
 * or one never given answers 410, so that a replayed credential cannot log in.
 */
export async function redeemPasskeyChallenge(
  context: ApiContext,
  challengeId: string,
  purpose: PasskeyPurpose,
): Promise<PasskeyChallenge> {
  const now = context.now()
  const [redeemed] = await context.db
    .update(embeddedPasskeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(embeddedPasskeyChallenges.challengeId, challengeId),
        eq(embeddedPasskeyChallenges.projectId, context.project.projectId),
        eq(embeddedPasskeyChallenges.purpose, purpose),
        isNull(embeddedPasskeyChallenges.usedAt),
        gt(embeddedPasskeyChallenges.expiresAt, now),
      ),
    )
    .returning()
  if (!redeemed) throw new EmbeddedError(410, embeddedApiErrors.passkeyExpired)
  return redeemed
}
