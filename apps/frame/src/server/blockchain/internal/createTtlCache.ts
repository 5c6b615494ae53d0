/** Values kept for a while, by key, with the oldest dropped past a size bound. */
export type TtlCache<V> = {
  get(key: string, nowMs: number): V | undefined
  set(key: string, value: V, nowMs: number): void
}

/**
 * A small in-memory cache whose entries live `ttlMs` from when they were set. At most `maxEntries`
 * are kept, the least recently set dropped first, so that many distinct keys cannot grow it without
 * bound. Time comes from the caller, so that tests can move it.
 *
 * @example
 * const cache = createTtlCache<number>(5_000, 1_000)
 * cache.set('a', 1, Date.now())
 * cache.get('a', Date.now()) // 1
 */
export function createTtlCache<V>(ttlMs: number, maxEntries: number): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>()
  return {
    get(key, nowMs) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt > nowMs) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key, value, nowMs) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: nowMs + ttlMs })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
  }
}
