import { sql } from 'drizzle-orm'
import type { Database } from '../db/Database'
import { rateLimits } from '../db/schema'

type ConsumeRateLimitInput = {
  /** Whose requests this counter counts, e.g. `siwx-nonce:client:203.0.113.7`. */
  key: string
  limit: number
  windowMs: number
  now: Date
}

type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

// Rows swept per new window at most, so that a sweep after a quiet spell costs one short statement.
const sweepBatch = 500

/**
 * Counts one request against `key` in the fixed window `now` falls in (windows start at multiples
 * of `windowMs` since the epoch) and says whether it is within `limit`; when not, how many seconds
 * until the window ends. One atomic upsert in the database, so every frame instance on it counts
 * into the same row and concurrent requests get distinct counts: never more than `limit` pass. A
 * refused request still counts. The request that opens a window sweeps rows whose window is over.
 *
 * @example
 * const verdict = await consumeRateLimit(db, { key: 'siwx-nonce:client:203.0.113.7', limit: 30, windowMs: 60_000, now: new Date() })
 * if (!verdict.ok) console.log(`retry in ${verdict.retryAfterSeconds} s`)
 */
export async function consumeRateLimit(
  db: Database,
  { key, limit, windowMs, now }: ConsumeRateLimitInput,
): Promise<RateLimitVerdict> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const expiresAt = new Date(windowStart.getTime() + windowMs)
  const [counted] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  const count = counted?.count ?? 1
  if (count === 1) await sweepExpired(db, now)
  if (count <= limit) return { ok: true }
  return {
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  }
}

// Instances sweeping at once skip each other's rows rather than wait on them (or deadlock).
async function sweepExpired(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    delete from ${rateLimits}
    where (${rateLimits.key}, ${rateLimits.windowStart}) in (
      select ${rateLimits.key}, ${rateLimits.windowStart} from ${rateLimits}
      where ${rateLimits.expiresAt} <= ${now.toISOString()}
      limit ${sweepBatch}
      for update skip locked
    )`)
}
