import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { idempotentRequests } from '../db/schema'
import { type AnswerOnceOptions, answerOnce } from './answerOnce'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(() => handle.close())

let keys = 0
const newKey = () => `key-${String(++keys).padStart(4, '0')}-0123456789abcdef`

function options(idempotencyKey: string, more: Partial<AnswerOnceOptions> = {}): AnswerOnceOptions {
  return {
    idempotencyKey,
    scope: 'POST /api/auth/email/start latch-dev http://localhost:5173',
    input: '{"email":"ada@example.com"}',
    now: () => new Date(),
    headers: { 'Access-Control-Allow-Origin': 'http://localhost:5173' },
    ...more,
  }
}

const answering = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status, headers: { 'x-first': 'yes' } }))

describe('answerOnce', () => {
  it('runs the first request and gives a repeat its answer again, without running anything', async () => {
    const key = newKey()
    const run = answering(200, { sent: 1 })
    const first = await answerOnce(handle.db, options(key), run)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-first')).toBe('yes')
    expect(await first.json()).toEqual({ sent: 1 })

    const repeat = await answerOnce(handle.db, options(key), answering(200, { sent: 2 }))
    expect(run).toHaveBeenCalledTimes(1)
    expect(repeat.status).toBe(200)
    expect(await repeat.json()).toEqual({ sent: 1 })
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true')
    expect(repeat.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(repeat.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('keeps a refusal too, but not what should be tried again (5xx, 429, a throw)', async () => {
    const refused = newKey()
    await answerOnce(handle.db, options(refused), answering(400, { error: 'Invalid parameter' }))
    const again = answering(200, {})
    expect((await answerOnce(handle.db, options(refused), again)).status).toBe(400)
    expect(again).not.toHaveBeenCalled()

    for (const failure of [
      answering(503, { error: 'Service temporarily unavailable' }),
      answering(429, { error: 'Too many requests' }),
      vi.fn(async (): Promise<Response> => {
        throw new Error('instance failed')
      }),
    ]) {
      const key = newKey()
      await answerOnce(handle.db, options(key), failure).catch(() => undefined)
      const retry = answering(200, { ok: true })
      expect(await (await answerOnce(handle.db, options(key), retry)).json()).toEqual({ ok: true })
      expect(retry).toHaveBeenCalledTimes(1)
    }
  })

  it('refuses the same key with another input, naming the header; another route is another request', async () => {
    const key = newKey()
    await answerOnce(handle.db, options(key), answering(200, { sent: 1 }))
    await expect(
      answerOnce(handle.db, options(key, { input: '{"email":"eve@example.com"}' }), answering(200, {})),
    ).rejects.toMatchObject({ status: 422, parameter: 'Idempotency-Key' })
    const elsewhere = answering(200, { nonce: 'n' })
    await answerOnce(
      handle.db,
      options(key, { scope: 'POST /api/siwx/nonce latch-dev http://localhost:5173' }),
      elsewhere,
    )
    expect(elsewhere).toHaveBeenCalledTimes(1)
  })

  it('runs once for many simultaneous repeats, each getting the one answer', async () => {
    const key = newKey()
    let runs = 0
    const run = async () => {
      runs++
      await new Promise((resolve) => setTimeout(resolve, 300))
      return Response.json({ run: runs })
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => answerOnce(handle.db, options(key), run)),
    )
    expect(runs).toBe(1)
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(Array(5).fill({ run: 1 }))
  })

  it('runs a repeat that waited on a claim rolled back, as when its instance died, and keeps no row of the first', async () => {
    const key = newKey()
    let fail: ((error: Error) => void) | undefined
    const dying = answerOnce(handle.db, options(key), async (tx) => {
      await tx
        .insert(idempotentRequests)
        .values({ id: `row of ${key}`, fingerprint: 'x', expiresAt: new Date() })
      return new Promise<Response>((_resolve, reject) => {
        fail = reject
      })
    })
    await vi.waitFor(() => expect(fail).toBeDefined())
    const repeat = answerOnce(handle.db, options(key), answering(200, { sent: 'by the second instance' }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    fail?.(new Error('Connection terminated unexpectedly'))
    await expect(dying).rejects.toThrow('Connection terminated unexpectedly')
    expect(await (await repeat).json()).toEqual({ sent: 'by the second instance' })
    const rows = await handle.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.id, `row of ${key}`))
    expect(rows).toEqual([])
  })

  it('stores neither the key nor the answer in the clear, and forgets answers past their time', async () => {
    const key = newKey()
    await answerOnce(handle.db, options(key, { keepMs: 1_000 }), answering(200, { token: 'session-secret' }))
    const rows = await handle.db.select().from(idempotentRequests)
    const text = JSON.stringify(rows)
    expect(text).not.toContain(key)
    expect(text).not.toContain('session-secret')

    const later = () => new Date(Date.now() + 5_000)
    const afresh = answering(200, { token: 'new' })
    expect(await (await answerOnce(handle.db, options(key, { now: later }), afresh)).json()).toEqual({
      token: 'new',
    })
    expect(afresh).toHaveBeenCalledTimes(1)
    const [row] = await handle.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.fingerprint, rows[0]?.fingerprint ?? ''))
    expect(row).toBeDefined()
  })
})
