import { describe, expect, it } from 'vitest'
import type { RefreshAnswer, UserAnswer } from '@/embedded/api/authApi'
import { embeddedSessions } from '../db/schema'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { refreshRoute } from './refreshRoute'
import { userRoute } from './userRoute'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)
const minutes = (n: number) => n * 60_000
const days = (n: number) => n * 24 * 60 * 60_000

describe('POST /api/auth/refresh', () => {
  it('rotates: new tokens for the refresh token, which then dies; the old access token too', async () => {
    const { session, user } = await t.login(t.email('rotate'), t.deviceId())
    t.at(minutes(14))
    const { status, body } = await t.call<RefreshAnswer>(refreshRoute, { refreshToken: session.refreshToken })
    expect(status).toBe(200)
    expect(body.session).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      accessExpiresAt: '2030-01-01T12:29:00.000Z',
    })
    expect(body.session.refreshToken).not.toBe(session.refreshToken)
    expect(
      (await t.call<UserAnswer>(userRoute, { projectId: 'latch-dev' }, { token: body.session.accessToken }))
        .body.user,
    ).toEqual(user)
    expect(await t.call(userRoute, { projectId: 'latch-dev' }, { token: session.accessToken })).toMatchObject(
      {
        status: 401,
        body: { error: 'Session expired' },
      },
    )
    // The next rotation works from the new refresh token.
    t.at(minutes(28))
    expect((await t.call(refreshRoute, { refreshToken: body.session.refreshToken })).status).toBe(200)
  })

  it('revokes the whole session when a used refresh token comes back', async () => {
    const { session } = await t.login(t.email('reuse'), t.deviceId())
    const next = (await t.call<RefreshAnswer>(refreshRoute, { refreshToken: session.refreshToken })).body
      .session
    expect(await t.call(refreshRoute, { refreshToken: session.refreshToken })).toMatchObject({
      status: 401,
      body: { error: 'Session expired' },
    })
    // The thief's copy killed the legitimate holder's tokens as well.
    expect((await t.call(refreshRoute, { refreshToken: next.refreshToken })).status).toBe(401)
    expect((await t.call(userRoute, { projectId: 'latch-dev' }, { token: next.accessToken })).status).toBe(
      401,
    )
  })

  it('lets one of two refreshes at once win; the other revokes the session', async () => {
    const { session } = await t.login(t.email('race'), t.deviceId())
    const answers = await Promise.all(
      [1, 2].map(() => t.call<RefreshAnswer>(refreshRoute, { refreshToken: session.refreshToken })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
  })

  it('refuses a refresh token after 30 days, an unknown one, and one of another project', async () => {
    const { session } = await t.login(t.email('old'), t.deviceId())
    t.at(days(30))
    expect((await t.call(refreshRoute, { refreshToken: session.refreshToken })).status).toBe(401)
    t.at(0)
    expect((await t.call(refreshRoute, { refreshToken: 'A'.repeat(43) })).status).toBe(401)
    const other = await t.call(
      refreshRoute,
      { projectId: 'shop', refreshToken: session.refreshToken },
      { origin: 'https://shop.example' },
    )
    expect(other.status).toBe(401)
  })

  it('sweeps sessions past their refresh expiry when a session opens', async () => {
    await t.login(t.email('sweep'), t.deviceId())
    const before = await t.services.db.$count(embeddedSessions)
    t.at(days(31))
    await t.login(t.email('sweeper'), t.deviceId())
    expect(await t.services.db.$count(embeddedSessions)).toBeLessThanOrEqual(1)
    expect(before).toBeGreaterThan(0)
  })

  it('refuses malformed input with 400 naming the field', async () => {
    expect(await t.call(refreshRoute, {})).toMatchObject({ status: 400, body: { parameter: 'refreshToken' } })
    expect(await t.call(refreshRoute, { refreshToken: 'x'.repeat(44) })).toMatchObject({
      status: 400,
      body: { parameter: 'refreshToken' },
    })
  })
})
