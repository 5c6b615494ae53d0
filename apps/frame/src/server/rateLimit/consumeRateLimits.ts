import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/Database'
import { rateLimits } from '../db/schema'

/** One counter a request is counted against: whose requests `key` counts, and its limit per window. */
export type RateLimitCounter = {
  /** Whose requests this counter counts, e.g. `siwx-nonce:client:203.0.113.7`. */
  key: string
  limit: number
  windowMs: number
}

type ConsumeRateLimitsInput = {
  /** Counted in this order; a request over one counter's limit is not counted against the next. */
  counters: readonly RateLimitCounter[]
  now: Date
  /**
   * A write the request makes (an insert, say), run in the same statement as the counting, so one
   * round trip and one commit serve both. It gets an SQL condition that holds only when the request
   * is within every limit, and must write nothing where it does not hold.
   */
  write?: (withinLimits: SQL) => SQL
}

type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

// Column names bare, as an insert's column list and a CTE's output want them; made once, not per request.
const [key, windowStart, count, expiresAt] = [
  rateLimits.key,
  rateLimits.windowStart,
  rateLimits.count,
  rateLimits.expiresAt,
].map((column) => sql.identifier(column.name))

// Rows swept per new window at most, so that a sweep after a quiet spell costs one short statement.
const sweepBatch = 500

/**
 * Counts one request against each counter in the fixed window `now` falls in (windows start at
 * multiples of `windowMs` since the epoch) and says whether it is within every limit; when not, how
 * many seconds until the first exceeded counter's window ends. One statement: a chain of atomic
 * upserts, each counted only when the one before is within its limit, then `write` if any. Every
 * frame instance on the database counts into the same rows and concurrent requests get distinct
 * counts, so never more than `limit` pass. A refused request still counts on the counter that
 * refused it. The request that opens a window sweeps rows whose window is over.
 *
 * @example
 * const verdict = await consumeRateLimits(db, {
 *   counters: [{ key: 'siwx-nonce:client:203.0.113.7', limit: 30, windowMs: 60_000 }],
 *   now: new Date(),
 * })
 * if (!verdict.ok) console.log(`retry in ${verdict.retryAfterSeconds} s`)
 */
export async function consumeRateLimits(
  db: Database,
  { counters, now, write }: ConsumeRateLimitsInput,
): Promise<RateLimitVerdict> {
  if (counters.length === 0) {
    if (write) await db.execute(write(sql`true`))
    return { ok: true }
  }
  const windows = counters.map((counter) => {
    const start = Math.floor(now.getTime() / counter.windowMs) * counter.windowMs
    return { ...counter, start: new Date(start), end: new Date(start + counter.windowMs) }
  })
  const counted = (index: number) => sql.identifier(`counted_${index}`)
  const within = (index: number) => sql`(select ${count} from ${counted(index)}) <= ${windows[index]?.limit}`
  const upserts = windows.map(
    (window, index) => sql`${counted(index)} as (
      insert into ${rateLimits} (${key}, ${windowStart}, ${count}, ${expiresAt})
      select ${window.key}, ${window.start.toISOString()}::timestamptz, 1, ${window.end.toISOString()}::timestamptz
      ${index === 0 ? sql`` : sql`where ${within(index - 1)}`}
      on conflict (${key}, ${windowStart}) do update set ${count} = ${rateLimits.count} + 1
      returning ${count}
    )`,
  )
  const written = write ? [sql`written as (${write(within(windows.length - 1))})`] : []
  const counts = windows.map((_, index) => sql`(select ${count} from ${counted(index)}) as ${counted(index)}`)
  const { rows } = await db.execute<Record<string, number | null>>(
    sql`with ${sql.join([...upserts, ...written], sql`, `)} select ${sql.join(counts, sql`, `)}`,
  )
  const row = rows[0] ?? {}
  const tally = windows.map((window, index) => ({ ...window, count: row[`counted_${index}`] ?? null }))
  if (tally.some((counter) => counter.count === 1)) await sweepExpired(db, now)
  const over = tally.find((counter) => counter.count !== null && counter.count > counter.limit)
  if (!over) return { ok: true }
  return {
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((over.end.getTime() - now.getTime()) / 1000)),
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
