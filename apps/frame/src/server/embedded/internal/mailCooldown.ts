import { and, eq, lt, lte } from 'drizzle-orm'
import { cooldownError } from '@/embedded/api/errors'
import type { Database } from '../../db/Database'
import { embeddedMailCooldowns } from '../../db/schema'
import type { ChallengeKind, MailCooldownBucket } from '../../db/schema/embedded'
import { EmbeddedError } from './EmbeddedError'
import { mailCooldownMs } from './lifetimes'

/** A claimed mail slot: `release` gives it back when the mail could not be sent. */
type MailSlot = { release(): Promise<void> }

/**
 * The cooldown a kind of mail counts against: login and device mails, which anyone may ask for to
 * any address, share one; each kind that needs a session of the account has its own.
 */
export function mailCooldownBucket(kind: ChallengeKind): MailCooldownBucket {
  return kind === 'device' ? 'login' : kind
}

/**
 * Claims the right to mail `email` a mail of `bucket` now: one such mail per address per 30 s. An
 * `exempt` mail (one chained to a code just verified) is sent whatever the cooldown, and still
 * starts it. Otherwise a 429 'Please try again after N seconds', N rounded up. Atomic: of two
 * requests at once, one wins. Slots older than the cooldown are swept on the way.
 */
export async function claimMailSlot(
  db: Database,
  email: string,
  bucket: MailCooldownBucket,
  now: Date,
  options: { exempt?: boolean } = {},
): Promise<MailSlot> {
  const slot = and(eq(embeddedMailCooldowns.email, email), eq(embeddedMailCooldowns.bucket, bucket))
  const cutoff = new Date(now.getTime() - mailCooldownMs)
  await db.delete(embeddedMailCooldowns).where(lt(embeddedMailCooldowns.lastSentAt, cutoff))
  const [previous] = await db.select().from(embeddedMailCooldowns).where(slot)
  const claimed = await db
    .insert(embeddedMailCooldowns)
    .values({ email, bucket, lastSentAt: now })
    .onConflictDoUpdate({
      target: [embeddedMailCooldowns.email, embeddedMailCooldowns.bucket],
      set: { lastSentAt: now },
      ...(options.exempt ? {} : { setWhere: lte(embeddedMailCooldowns.lastSentAt, cutoff) }),
    })
    .returning()
  if (claimed.length === 0) {
    const [current] = await db.select().from(embeddedMailCooldowns).where(slot)
    const left = (current?.lastSentAt.getTime() ?? now.getTime()) + mailCooldownMs - now.getTime()
    const seconds = Math.min(Math.max(Math.ceil(left / 1000), 1), mailCooldownMs / 1000)
    throw new EmbeddedError(429, cooldownError(seconds), { retryAfterSeconds: seconds })
  }
  return {
    async release() {
      const mine = and(slot, eq(embeddedMailCooldowns.lastSentAt, now))
      if (previous)
        await db.update(embeddedMailCooldowns).set({ lastSentAt: previous.lastSentAt }).where(mine)
      else await db.delete(embeddedMailCooldowns).where(mine)
    },
  }
}
