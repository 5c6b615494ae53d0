import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { ApiContext } from '../../api/ApiRoute'
import { frameOrigin } from '../../api/frameOrigin'
import { embeddedChallenges } from '../../db/schema'
import type { ChallengeKind } from '../../db/schema/embedded'
import { getKeyring } from '../keyring'
import { sendMail } from '../sendMail'
import { EmbeddedError } from './EmbeddedError'
import { codeLifetimeMs, maxCodeAttempts } from './lifetimes'
import { claimMailSlot, mailCooldownBucket } from './mailCooldown'
import { mailMessages } from './mailMessages'
import { mailTexts } from './mailTexts'
import { hashCode, hashToken, newCode, randomToken, sameHash } from './secrets'

export type Challenge = typeof embeddedChallenges.$inferSelect

type NewChallenge = {
  kind: ChallengeKind
  /** Where the code goes. */
  email: string
  userId?: string | null
  deviceId?: string | null
  sessionId?: string | null
  newEmail?: string | null
  /** Sent whatever the cooldown (it still counts): a mail chained to a code just verified. */
  exempt?: boolean
  /** The id to use, when the caller reserved it. */
  challengeId?: string
}

/**
 * Makes a challenge and mails its code (and, for a device, an approval link) in the language of the
 * request (mailMessages): the cooldown first
 * (429), then the row, then the mail; when the mail fails (502) neither the row nor the cooldown
 * stays behind. Challenges past their expiry are swept on the way.
 */
export async function createChallenge(context: ApiContext, challenge: NewChallenge): Promise<string> {
  const { db, project } = context
  const now = context.now()
  const { codeKey } = await getKeyring()
  await db.delete(embeddedChallenges).where(lt(embeddedChallenges.expiresAt, now))
  const slot = await claimMailSlot(db, challenge.email, mailCooldownBucket(challenge.kind), now, {
    exempt: challenge.exempt ?? false,
  })
  const challengeId = challenge.challengeId ?? randomToken(16)
  const code = newCode()
  const linkToken = challenge.kind === 'device' ? randomToken() : undefined
  try {
    await db.insert(embeddedChallenges).values({
      challengeId,
      projectId: project.projectId,
      kind: challenge.kind,
      email: challenge.email,
      userId: challenge.userId ?? null,
      deviceId: challenge.deviceId ?? null,
      sessionId: challenge.sessionId ?? null,
      newEmail: challenge.newEmail ?? null,
      codeHash: hashCode(codeKey, challengeId, code),
      linkTokenHash: linkToken ? hashToken(linkToken) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
    })
  } catch (error) {
    await slot.release()
    throw error
  }
  const link = linkToken
    ? `${frameOrigin()}/api/auth/device/approve?token=${encodeURIComponent(linkToken)}`
    : undefined
  try {
    await sendMail({
      to: challenge.email,
      ...mailTexts(
        challenge.kind,
        { code, ...(link ? { link } : {}), newEmail: challenge.newEmail ?? null },
        (await mailMessages(context.request)).t,
      ),
    })
  } catch (error) {
    await db.delete(embeddedChallenges).where(eq(embeddedChallenges.challengeId, challengeId))
    await slot.release()
    throw error
  }
  return challengeId
}

/**
 * The challenge of one of `kinds` in this project (and of `sessionId`, when given) before its
 * expiry, or 410 'Code expired. Request a new code.', as for an unknown one (expired rows are swept).
 */
export async function loadChallenge(
  context: ApiContext,
  challengeId: string,
  kinds: readonly ChallengeKind[],
  sessionId?: string,
): Promise<Challenge> {
  const [row] = await context.db
    .select()
    .from(embeddedChallenges)
    .where(
      and(
        eq(embeddedChallenges.challengeId, challengeId),
        eq(embeddedChallenges.projectId, context.project.projectId),
      ),
    )
  if (
    !row ||
    !kinds.includes(row.kind) ||
    (sessionId !== undefined && row.sessionId !== sessionId) ||
    row.expiresAt.getTime() <= context.now().getTime()
  )
    throw new EmbeddedError(410, embeddedApiErrors.codeExpired)
  return row
}

/** A challenge whose code can still be tried: loadChallenge, then not used (410) nor ended by tries (429). */
async function findChallenge(
  context: ApiContext,
  challengeId: string,
  kinds: readonly ChallengeKind[],
  sessionId?: string,
): Promise<Challenge> {
  const row = await loadChallenge(context, challengeId, kinds, sessionId)
  if (row.usedAt) throw new EmbeddedError(410, embeddedApiErrors.codeUsed)
  if (row.attempts >= maxCodeAttempts) throw new EmbeddedError(429, embeddedApiErrors.tooManyAttempts)
  return row
}

/**
 * Redeems a code: compared in constant time with the stored HMAC; a wrong one costs one of 5
 * tries (400 'Invalid code' with attemptsLeft; once none is left, 429 'Too many attempts. Request a
 * new code.'); the right one marks the challenge used, once (a second submission gets 410 'Code
 * already used. Request a new code.').
 */
export async function redeemCode(
  context: ApiContext,
  input: { challengeId: string; code: string },
  kinds: readonly ChallengeKind[],
  sessionId?: string,
): Promise<Challenge> {
  const { db } = context
  const row = await findChallenge(context, input.challengeId, kinds, sessionId)
  const { codeKey } = await getKeyring()
  if (!sameHash(hashCode(codeKey, row.challengeId, input.code), row.codeHash)) {
    const [counted] = await db
      .update(embeddedChallenges)
      .set({ attempts: sql`${embeddedChallenges.attempts} + 1` })
      .where(
        and(
          eq(embeddedChallenges.challengeId, row.challengeId),
          lt(embeddedChallenges.attempts, maxCodeAttempts),
        ),
      )
      .returning({ attempts: embeddedChallenges.attempts })
    if (!counted) throw new EmbeddedError(429, embeddedApiErrors.tooManyAttempts)
    throw new EmbeddedError(400, embeddedApiErrors.invalidCode, {
      parameter: 'code',
      attemptsLeft: maxCodeAttempts - counted.attempts,
    })
  }
  const [used] = await db
    .update(embeddedChallenges)
    .set({ usedAt: context.now() })
    .where(
      and(
        eq(embeddedChallenges.challengeId, row.challengeId),
        isNull(embeddedChallenges.usedAt),
        lt(embeddedChallenges.attempts, maxCodeAttempts),
      ),
    )
    .returning()
  if (!used) throw new EmbeddedError(410, embeddedApiErrors.codeUsed)
  return used
}
