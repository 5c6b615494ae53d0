import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { EmailStartAnswer, EmailUpdateAnswer, UserAnswer } from '@/embedded/api/authApi'
import { embeddedUsers } from '../db/schema'
import { emailStartRoute } from './emailStartRoute'
import { emailUpdateRoute, emailUpdateVerifyRoute } from './emailUpdateRoutes'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { userRoute } from './userRoute'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)

describe('POST /api/auth/email/update and /api/auth/email/update/verify', () => {
  it('moves the account after a code to the current address and one to the new address', async () => {
    const email = t.email('old')
    const newEmail = t.email('new')
    const deviceId = t.deviceId()
    const { session, user } = await t.login(email, deviceId)
    const token = session.accessToken
    // Right after the login's mail: a change has a cooldown of its own.
    const primary = await t.call<EmailUpdateAnswer>(
      emailUpdateRoute,
      { email: ` ${newEmail.toUpperCase()}` },
      { token },
    )
    expect(primary.body).toEqual({ action: 'VERIFY_PRIMARY_OTP', challengeId: expect.any(String) })
    expect((await t.lastMail(email)).text).toContain(`to change your wallet's email to ${newEmail}`)
    expect(await t.mails(newEmail)).toHaveLength(0)

    const secondary = await t.call<EmailUpdateAnswer>(
      emailUpdateVerifyRoute,
      { challengeId: primary.body.challengeId, code: await t.lastCode(email) },
      { token },
    )
    expect(secondary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP', challengeId: expect.any(String) })
    // The primary code cannot be used for the second step.
    expect(
      (
        await t.call(
          emailUpdateVerifyRoute,
          { challengeId: primary.body.challengeId, code: await t.lastCode(email) },
          { token },
        )
      ).status,
    ).toBe(410)
    const done = await t.call<UserAnswer>(
      emailUpdateVerifyRoute,
      { challengeId: secondary.body.challengeId, code: await t.lastCode(newEmail) },
      { token },
    )
    expect(done).toMatchObject({ status: 200, body: { user: { userId: user.userId, email: newEmail } } })
    expect((await t.call<UserAnswer>(userRoute, { projectId: 'latch-dev' }, { token })).body.user.email).toBe(
      newEmail,
    )
    // The new address logs in to the same account, on its device, without waiting on the change's mail.
    expect((await t.call<EmailStartAnswer>(emailStartRoute, { email: newEmail, deviceId })).body.action).toBe(
      'VERIFY_OTP',
    )
  })

  it("refuses another account's address (409) and the account's own (400)", async () => {
    const taken = t.email('taken')
    await t.login(taken, t.deviceId())
    const email = t.email('mine')
    const { session } = await t.login(email, t.deviceId())
    const token = session.accessToken
    expect(await t.call(emailUpdateRoute, { email: taken }, { token })).toMatchObject({
      status: 409,
      body: { error: 'This email is already used by another account' },
    })
    expect(await t.call(emailUpdateRoute, { email }, { token })).toMatchObject({
      status: 400,
      body: { error: 'This is already the email of this account', parameter: 'email' },
    })
  })

  it('refuses at the last step an address another account took meanwhile', async () => {
    const email = t.email('slow')
    const target = t.email('target')
    const { session } = await t.login(email, t.deviceId())
    const token = session.accessToken
    t.at(31_000)
    const primary = await t.call<EmailUpdateAnswer>(emailUpdateRoute, { email: target }, { token })
    const secondary = await t.call<EmailUpdateAnswer>(
      emailUpdateVerifyRoute,
      { challengeId: primary.body.challengeId, code: await t.lastCode(email) },
      { token },
    )
    const code = await t.lastCode(target)
    t.at(62_000)
    await t.login(target, t.deviceId())
    expect(
      await t.call(emailUpdateVerifyRoute, { challengeId: secondary.body.challengeId, code }, { token }),
    ).toMatchObject({ status: 409 })
  })

  it('goes straight to the new address for an account without an email', async () => {
    const { session, user } = await t.login(t.email('social'), t.deviceId())
    await t.services.db
      .update(embeddedUsers)
      .set({ email: null })
      .where(eq(embeddedUsers.userId, user.userId))
    const newEmail = t.email('first')
    const answer = await t.call<EmailUpdateAnswer>(
      emailUpdateRoute,
      { email: newEmail },
      { token: session.accessToken },
    )
    expect(answer.body.action).toBe('VERIFY_SECONDARY_OTP')
    expect((await t.lastMail(newEmail)).text).toContain('to make this address the email of your Latch wallet')
  })

  it('needs a session and a valid address', async () => {
    expect(await t.call(emailUpdateRoute, { email: t.email() })).toMatchObject({ status: 401 })
    const { session } = await t.login(t.email('v'), t.deviceId())
    expect(await t.call(emailUpdateRoute, { email: 'nope' }, { token: session.accessToken })).toMatchObject({
      status: 400,
      body: { parameter: 'email' },
    })
  })
})
