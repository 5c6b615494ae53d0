import { describe, expect, it } from 'vitest'
import type { UserAnswer } from '@/embedded/api/authApi'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { userAccountTypeRoute } from './userAccountTypeRoute'
import { userRoute } from './userRoute'

const t = embeddedRouteTest(new Date('2030-01-01T12:00:00Z'))
const project = { projectId: 'latch-dev' }

describe('POST /api/auth/user/account-type', () => {
  it('keeps the chosen account type, which the user answer then carries', async () => {
    const { session } = await t.login(t.email('chooser'), t.deviceId())
    const token = session.accessToken
    const before = await t.call<UserAnswer>(userRoute, project, { token })
    expect(before.body.user).not.toHaveProperty('preferredAccountType')
    expect(
      await t.call<UserAnswer>(userAccountTypeRoute, { preferredAccountType: 'smartAccount' }, { token }),
    ).toMatchObject({ status: 200, body: { user: { preferredAccountType: 'smartAccount' } } })
    expect(await t.call<UserAnswer>(userRoute, project, { token })).toMatchObject({
      body: { user: { preferredAccountType: 'smartAccount' } },
    })
    await t.call(userAccountTypeRoute, { preferredAccountType: 'eoa' }, { token })
    expect((await t.call<UserAnswer>(userRoute, project, { token })).body.user.preferredAccountType).toBe(
      'eoa',
    )
  })

  it('refuses another type with 400 naming the field, and a request without a session with 401', async () => {
    const { session } = await t.login(t.email('typo'), t.deviceId())
    expect(
      await t.call(userAccountTypeRoute, { preferredAccountType: 'smart' }, { token: session.accessToken }),
    ).toMatchObject({ status: 400, body: { parameter: 'preferredAccountType' } })
    expect(await t.call(userAccountTypeRoute, { preferredAccountType: 'eoa' })).toMatchObject({
      status: 401,
      body: { error: 'Session expired' },
    })
  })
})
