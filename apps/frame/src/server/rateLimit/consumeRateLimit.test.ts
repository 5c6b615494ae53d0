import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { rateLimits } from '../db/schema'
import { consumeRateLimit } from './consumeRateLimit'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(() => handle.close())

const minute = 60_000
const at = (iso: string) => new Date(iso)
const consume = (key: string, now: Date, limit = 3, windowMs = minute) =>
  consumeRateLimit(handle.db, { key, limit, windowMs, now })

describe('consumeRateLimit', () => {
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
})
