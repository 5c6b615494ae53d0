import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { rateLimits } from '../db/schema'
import { consumeRateLimits } from './consumeRateLimits'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(() => handle.close())

const minute = 60_000
const at = (iso: string) => new Date(iso)
const consume = (key: string, now: Date, limit = 3, windowMs = minute) =>
  consumeRateLimits(handle.db, { counters: [{ key, limit, windowMs }], now })
const countOf = async (key: string) =>
  (await handle.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count

describe('consumeRateLimits', () => {
  it('lets `limit` requests of a window pass, then refuses with the seconds until the window ends', async () => {
    const now = at('2030-01-01T12:00:15Z')
    expect(await consume('a', now)).toEqual({ ok: true })
    expect(await consume('a', now)).toEqual({ ok: true })
    expect(await consume('a', now)).toEqual({ ok: true })
    expect(await consume('a', now)).toEqual({ ok: false, retryAfterSeconds: 45 })
    expect(await consume('a', at('2030-01-01T12:00:59.200Z'))).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it('starts afresh in the next window, and counts each key apart', async () => {
    const now = at('2030-01-01T13:00:00Z')
    for (let i = 0; i < 4; i++) await consume('b', now)
    expect(await consume('b', now)).toMatchObject({ ok: false })
    expect(await consume('c', now)).toEqual({ ok: true })
    expect(await consume('b', at('2030-01-01T13:01:00Z'))).toEqual({ ok: true })
  })

  it('lets exactly `limit` of many simultaneous requests pass', async () => {
    const now = at('2030-01-01T14:00:00Z')
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => consume('d', now, 10)))
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(10)
    expect(verdicts.filter((verdict) => !verdict.ok)).toHaveLength(30)
  })

  it('sweeps windows that are over when a new window opens, and keeps the ones still running', async () => {
    await consume('old', at('2030-01-01T15:00:00Z'))
    await consume('long', at('2030-01-01T15:00:00Z'), 3, 60 * minute)
    await consume('new', at('2030-01-01T15:05:00Z'))
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)
    expect(keys).not.toContain('old')
    expect(keys).toEqual(expect.arrayContaining(['long', 'new']))
    const [long] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'long'))
    expect(long).toMatchObject({ count: 1, expiresAt: at('2030-01-01T16:00:00Z') })
  })

  it('counts a request against the next counter only while it is within the one before', async () => {
    const now = at('2030-01-01T16:00:10Z')
    const project = { key: 'project-e', limit: 2, windowMs: 60 * minute }
    const counters = (client: string) => [{ key: client, limit: 2, windowMs: minute }, project]
    for (let i = 0; i < 2; i++)
      expect(await consumeRateLimits(handle.db, { counters: counters('client-e'), now })).toEqual({
        ok: true,
      })
    // Refused by the first counter, with its window's seconds left: the second is not counted.
    expect(await consumeRateLimits(handle.db, { counters: counters('client-e'), now })).toEqual({
      ok: false,
      retryAfterSeconds: 50,
    })
    expect(await countOf('client-e')).toBe(3)
    expect(await countOf('project-e')).toBe(2)
    // Refused by the second, with the seconds until its own (hour-long) window ends.
    expect(await consumeRateLimits(handle.db, { counters: counters('client-f'), now })).toEqual({
      ok: false,
      retryAfterSeconds: 3590,
    })
  })

  it("makes the request's write in the same statement, only when it is within every limit", async () => {
    await handle.db.execute(sql`create table if not exists written_test (n integer not null)`)
    const now = at('2030-01-01T17:00:00Z')
    const project = { key: 'project-g', limit: 4, windowMs: minute }
    const call = (n: number, client = 'client-g') =>
      consumeRateLimits(handle.db, {
        counters: [{ key: client, limit: 3, windowMs: minute }, project],
        now,
        write: (withinLimits) => sql`insert into written_test (n) select ${n} where ${withinLimits}`,
      })
    const verdicts = await Promise.all(Array.from({ length: 6 }, (_, n) => call(n)))
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(3)
    expect(await call(10, 'client-h')).toEqual({ ok: true })
    expect(await call(11, 'client-i')).toEqual({ ok: false, retryAfterSeconds: 60 })
    const { rows } = await handle.db.execute<{ n: number }>(sql`select n from written_test order by n`)
    expect(rows.map((row) => row.n)).toEqual([
      ...verdicts.flatMap((verdict, n) => (verdict.ok ? [n] : [])),
      10,
    ])
    // With no counter (a client that cannot be told), the write is made.
    await consumeRateLimits(handle.db, {
      counters: [],
      now,
      write: (withinLimits) => sql`insert into written_test (n) select 12 where ${withinLimits}`,
    })
    expect(
      (await handle.db.execute<{ n: number }>(sql`select n from written_test where n = 12`)).rows,
    ).toHaveLength(1)
  })
})
