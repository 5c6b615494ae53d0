import { and, eq, isNull } from 'drizzle-orm'
import type { VerifyOtpAnswer } from '@/embedded/api/authApi'
import type { ApiContext } from '../../api/ApiRoute'
import { embeddedChallenges } from '../../db/schema'
import { type Challenge, createChallenge } from './challenges'
import { randomToken } from './secrets'

/**
 * After a device challenge is approved (code or link): mails the login code once (exempt from the
 * cooldown, as it follows a proof just given) and answers its challenge; asked again, answers the
 * same challenge without mailing.
 */
export async function mailLoginCode(context: ApiContext, device: Challenge): Promise<VerifyOtpAnswer> {
  if (device.nextChallengeId) return { action: 'VERIFY_OTP', challengeId: device.nextChallengeId }
  const reserved = randomToken(16)
  const [won] = await context.db
    .update(embeddedChallenges)
    .set({ nextChallengeId: reserved })
    .where(
      and(eq(embeddedChallenges.challengeId, device.challengeId), isNull(embeddedChallenges.nextChallengeId)),
    )
    .returning()
  if (!won) {
    const [current] = await context.db
      .select({ next: embeddedChallenges.nextChallengeId })
      .from(embeddedChallenges)
      .where(eq(embeddedChallenges.challengeId, device.challengeId))
    return { action: 'VERIFY_OTP', challengeId: current?.next ?? reserved }
  }
  try {
    await createChallenge(context, {
      kind: 'login',
      email: device.email,
      userId: device.userId,
      deviceId: device.deviceId,
      exempt: true,
      challengeId: reserved,
    })
  } catch (error) {
    await context.db
      .update(embeddedChallenges)
      .set({ nextChallengeId: null })
      .where(eq(embeddedChallenges.challengeId, device.challengeId))
    throw error
  }
  return { action: 'VERIFY_OTP', challengeId: reserved }
}
