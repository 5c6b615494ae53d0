import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SiwxNonce } from '@/siwx/SiwxNonce'
import { handleApiRequest } from '../api/handleApiRequest'
import { siwxNonces } from '../db/schema'
import { apiRequest } from '../testing/apiRequest'
import { postSiwx } from './internal/postSiwx'
import { siwxRouteTest } from './internal/siwxRouteTest'
import { siwxNonceRoute } from './siwxNonceRoute'

const now = new Date('2030-01-01T12:00:00Z')
const minutes = (n: number) => new Date(now.getTime() + n * 60_000)
const { services } = siwxRouteTest(now)

const rowOf = async (nonce: string) =>
  (await services.db.select().from(siwxNonces).where(eq(siwxNonces.nonce, nonce)))[0]

describe('POST /api/siwx/nonce', () => {
  it('issues a 128-bit alphanumeric nonce bound to the project, the origin and its domain, for 10 minutes', async () => {
    const { status, body } = await postSiwx<SiwxNonce>(services, siwxNonceRoute, {})
    expect(status).toBe(200)
    expect(body).toEqual({
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      issuedAt: '2030-01-01T12:00:00.000Z',
      expirationTime: '2030-01-08T12:00:00.000Z',
    })
    expect(await rowOf(body.nonce)).toEqual({
      nonce: body.nonce,
      projectId: 'latch-dev',
      origin: 'http://localhost:5173',
      domain: 'localhost:5173',
      issuedAt: now,
      expiresAt: minutes(10),
      usedAt: null,
    })
  })

  it('issues a different nonce every time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postSiwx<SiwxNonce>(services, siwxNonceRoute, {})),
    )
    expect(new Set(answers.map((answer) => answer.body.nonce)).size).toBe(20)
  })

  it("binds a nonce asked by the frame itself to the host page it names, not to the frame's origin", async () => {
    const response = await handleApiRequest(
      apiRequest('/api/siwx/nonce', {
        method: 'POST',
        body: { projectId: 'latch-dev' },
        origin: null,
        headers: { 'sec-fetch-site': 'same-origin', 'x-latch-origin': 'http://localhost:4000' },
      }),
      siwxNonceRoute,
      { services },
    )
    const { nonce } = (await response.json()) as SiwxNonce
    expect(await rowOf(nonce)).toMatchObject({ origin: 'http://localhost:4000', domain: 'localhost:4000' })
  })

  it('refuses an origin off the allow-list with 403 and issues nothing', async () => {
    const before = await services.db.$count(siwxNonces)
    expect(await postSiwx(services, siwxNonceRoute, {}, 'https://evil.example')).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
    expect(await services.db.$count(siwxNonces)).toBe(before)
  })

  it('sweeps nonces that expired unused, and keeps used ones and live ones', async () => {
    const stale = (await postSiwx<SiwxNonce>(services, siwxNonceRoute, {})).body.nonce
    const used = (await postSiwx<SiwxNonce>(services, siwxNonceRoute, {})).body.nonce
    await services.db
      .update(siwxNonces)
      .set({ usedAt: minutes(1) })
      .where(eq(siwxNonces.nonce, used))
    services.setNow(minutes(9))
    const live = (await postSiwx<SiwxNonce>(services, siwxNonceRoute, {})).body.nonce
    services.setNow(minutes(11))
    await postSiwx(services, siwxNonceRoute, {})
    expect(await rowOf(stale)).toBeUndefined()
    expect(await rowOf(used)).toMatchObject({ usedAt: minutes(1) })
    expect(await rowOf(live)).toMatchObject({ usedAt: null })
  })
})
