import { and, eq, lt, lte } from 'drizzle-orm'
import { cooldownError } from '@/embedded/api/errors'
import type { Database } from '../../db/Database'
import { embeddedMailCooldowns } from '../../db/schema'
import { EmbeddedError } from './EmbeddedError'
import { mailCooldownMs } from './lifetimes'

/** A claimed mail slot: `release` gives it back when the mail could not be sent. */
export type MailSlot = { release(): Promise<void> }

/**
 * Claims the right to mail `email` now: one mail per address per 30 s, counting every mail of this
 * API. An `exempt` mail (one chained to a code just verified) is sent whatever the cooldown, and
 * still starts it. Otherwise a 429 'Please try again after N seconds', N rounded up. Atomic: of two
 * requests at once, one wins. Slots older than the cooldown are swept on the way.
 */
export async function claimMailSlot(
  db: Database,
  email: string,
  now: Date,
  options: { exempt?: boolean } = {},
): Promise<MailSlot> {
  const cutoff = new Date(now.getTime() - mailCooldownMs)
  await db.delete(embeddedMailCooldowns).where(lt(embeddedMailCooldowns.lastSentAt, cutoff))
  const [previous] = await db
    .select()
    .from(embeddedMailCooldowns)
    .where(eq(embeddedMailCooldowns.email, email))
  const claimed = await db
    .insert(embeddedMailCooldowns)
    .values({ email, lastSentAt: now })
    .onConflictDoUpdate({
      target: embeddedMailCooldowns.email,
      set: { lastSentAt: now },
      ...(options.exempt ? {} : { setWhere: lte(embeddedMailCooldowns.lastSentAt, cutoff) }),
    })
    .returning()
  if (claimed.length === 0) {
    const [current] = await db
      .select()
      .from(embeddedMailCooldowns)
      .where(eq(embeddedMailCooldowns.email, email))
    const left = (current?.lastSentAt.getTime() ?? now.getTime()) + mailCooldownMs - now.getTime()
    const seconds = Math.min(Math.max(Math.ceil(left / 1000), 1), mailCooldownMs / 1000)
    throw new EmbeddedError(429, cooldownError(seconds), { retryAfterSeconds: seconds })
  }
  return {
    async release() {
      const mine = and(eq(embeddedMailCooldowns.email, email), eq(embeddedMailCooldowns.lastSentAt, now))
      if (previous)
        await db.update(embeddedMailCooldowns).set({ lastSentAt: previous.lastSentAt }).where(mine)
      else await db.delete(embeddedMailCooldowns).where(mine)
    },
  }
}
