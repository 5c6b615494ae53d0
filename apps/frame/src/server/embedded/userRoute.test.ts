import { describe, expect, it } from 'vitest'
import type { UserAnswer } from '@/embedded/api/authApi'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { refreshRoute } from './refreshRoute'
import { signOutRoute } from './signOutRoute'
import { userRoute } from './userRoute'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)
const project = { projectId: 'latch-dev' }

describe('GET /api/auth/user and POST /api/auth/signout', () => {
  it("answers the session's user for 15 minutes", async () => {
    const email = t.email('me')
    const { session, user } = await t.login(email, t.deviceId())
    expect(await t.call<UserAnswer>(userRoute, project, { token: session.accessToken })).toMatchObject({
      status: 200,
      body: { user: { userId: user.userId, email, address: null } },
    })
    t.at(15 * 60_000)
    expect(await t.call(userRoute, project, { token: session.accessToken })).toMatchObject({
      status: 401,
      body: { error: 'Session expired' },
    })
  })

  it('refuses a missing, malformed or unknown bearer, and one of another project, with 401', async () => {
    const { session } = await t.login(t.email('bearer'), t.deviceId())
    for (const token of [undefined, 'short', 'A'.repeat(43)])
      expect(await t.call(userRoute, project, token ? { token } : {})).toMatchObject({
        status: 401,
        body: { error: 'Session expired' },
      })
    expect(
      await t.call(
        userRoute,
        { projectId: 'shop' },
        { token: session.accessToken, origin: 'https://shop.example' },
      ),
    ).toMatchObject({ status: 401 })
  })

  it('signs out: the access and refresh tokens stop working', async () => {
    const { session } = await t.login(t.email('bye'), t.deviceId())
    expect(await t.call(signOutRoute, {}, { token: session.accessToken })).toEqual(
      expect.objectContaining({ status: 200, body: { signedOut: true } }),
    )
    expect((await t.call(userRoute, project, { token: session.accessToken })).status).toBe(401)
    expect((await t.call(refreshRoute, { refreshToken: session.refreshToken })).status).toBe(401)
    expect((await t.call(signOutRoute, {}, { token: session.accessToken })).status).toBe(401)
  })

  it('refuses a request without projectId', async () => {
    const { session } = await t.login(t.email('noproject'), t.deviceId())
    expect(await t.call(userRoute, {}, { token: session.accessToken })).toMatchObject({
      status: 400,
      body: { error: 'Project ID Not Configured' },
    })
  })
})
