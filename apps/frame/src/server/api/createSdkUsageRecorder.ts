import { and, count, eq, sql } from 'drizzle-orm'
import { serverLog } from '@/server/log/serverLog'
import type { Database } from '../db/Database'
import { sdkUsage } from '../db/schema'

const log = serverLog('api')

/** Counts requests per project, sdk-type and sdk-version, written to the database in batches. */
export type SdkUsageRecorder = {
  record(projectId: string, sdkType: string, sdkVersion: string): void
  /** Writes what was counted since the last flush; the interval calls it, tests and shutdown too. */
  flush(): Promise<void>
  stop(): Promise<void>
}

// Header values are the caller's to choose: keep them short and printable.
function clean(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '').slice(0, 64) || 'unknown'
}

/**
 * A recorder that adds to `sdk_usage` every `intervalMs`, so that a request costs a map update
 * rather than a database write.
 *
 * @example
 * const usage = createSdkUsageRecorder(db)
 * usage.record('latch-dev', request.headers.get('x-sdk-type') ?? 'unknown', '0.1.0')
 */
/**
 * How many (sdk-type, sdk-version) pairs one project may add in a day; the rest count as 'other'.
 * The headers are the caller's to choose, so without a bound any stranger could add rows at will.
 */
export const maxSdkVariantsPerDay = 50

export function createSdkUsageRecorder(db: Database, intervalMs = 5_000): SdkUsageRecorder {
  let pending = new Map<string, { projectId: string; sdkType: string; sdkVersion: string; count: number }>()
  let writing = Promise.resolve()

  async function write(batch: typeof pending) {
    const day = new Date().toISOString().slice(0, 10)
    for (const entry of batch.values()) {
      const { projectId } = entry
      const known = await db
        .update(sdkUsage)
        .set({ requests: sql`${sdkUsage.requests} + ${entry.count}` })
        .where(
          and(
            eq(sdkUsage.projectId, projectId),
            eq(sdkUsage.sdkType, entry.sdkType),
            eq(sdkUsage.sdkVersion, entry.sdkVersion),
            eq(sdkUsage.day, day),
          ),
        )
        .returning({ day: sdkUsage.day })
      if (known.length > 0) continue
      const [variants] = await db
        .select({ n: count() })
        .from(sdkUsage)
        .where(and(eq(sdkUsage.projectId, projectId), eq(sdkUsage.day, day)))
      const full = (variants?.n ?? 0) >= maxSdkVariantsPerDay
      await db
        .insert(sdkUsage)
        .values({
          projectId,
          sdkType: full ? 'other' : entry.sdkType,
          sdkVersion: full ? 'other' : entry.sdkVersion,
          day,
          requests: entry.count,
        })
        .onConflictDoUpdate({
          target: [sdkUsage.projectId, sdkUsage.sdkType, sdkUsage.sdkVersion, sdkUsage.day],
          set: { requests: sql`${sdkUsage.requests} + ${entry.count}` },
        })
    }
  }

  function flush() {
    const batch = pending
    pending = new Map()
    writing = writing
      .then(() => write(batch))
      .catch((error: unknown) => log.error('could not record sdk usage', { error }))
    return writing
  }

  const timer = setInterval(flush, intervalMs)
  timer.unref()

  return {
    record(projectId, sdkType, sdkVersion) {
      const entry = { projectId, sdkType: clean(sdkType), sdkVersion: clean(sdkVersion) }
      const key = JSON.stringify(entry)
      const existing = pending.get(key)
      if (existing) existing.count += 1
      else pending.set(key, { ...entry, count: 1 })
    },
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}
