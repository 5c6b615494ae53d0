import { describe, expect, it } from 'vitest'
import type { ReauthStartAnswer } from '@/embedded/api/authApi'
import { embeddedUsers } from '../db/schema'
import { emailStartRoute } from './emailStartRoute'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { reauthStartRoute, reauthVerifyRoute } from './reauthRoutes'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)

describe('POST /api/auth/reauth/start and /api/auth/reauth/verify', () => {
  it("mails a fresh code to the account's address; the code proves the session's user anew", async () => {
    const email = t.email('export')
    const { session } = await t.login(email, t.deviceId())
    t.at(31_000)
    const start = await t.call<ReauthStartAnswer>(reauthStartRoute, {}, { token: session.accessToken })
    expect(start).toMatchObject({
      status: 200,
      body: { challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
    })
    const mail = await t.lastMail(email)
    expect(mail.subject).toMatch(/^Your Latch code is \d{6}$/)
    expect(mail.text).toContain("to export your wallet's private key")
    t.at(40_000)
    const code = await t.lastCode(email)
    expect(
      await t.call(
        reauthVerifyRoute,
        { challengeId: start.body.challengeId, code },
        { token: session.accessToken },
      ),
    ).toMatchObject({ status: 200, body: { verifiedAt: '2030-01-01T12:00:40.000Z' } })
    expect(
      await t.call(
        reauthVerifyRoute,
        { challengeId: start.body.challengeId, code },
        { token: session.accessToken },
      ),
    ).toMatchObject({ status: 410, body: { error: 'Code already used. Request a new code.' } })
  })

  it('mails at once after a login, then once per 30 s; a login mail still waits for its own 30 s', async () => {
    const email = t.email('cooldown')
    const device = t.deviceId()
    const { session } = await t.login(email, device)
    const first = await t.call(reauthStartRoute, {}, { token: session.accessToken })
    expect(first.status).toBe(200)
    t.at(10_200)
    expect(await t.call(reauthStartRoute, {}, { token: session.accessToken })).toMatchObject({
      status: 429,
      body: { error: 'Please try again after 20 seconds', retryAfterSeconds: 20 },
    })
    expect(await t.call(emailStartRoute, { email, deviceId: device })).toMatchObject({
      status: 429,
      body: { error: 'Please try again after 20 seconds', retryAfterSeconds: 20 },
    })
    t.at(30_000)
    expect((await t.call(reauthStartRoute, {}, { token: session.accessToken })).status).toBe(200)
    expect((await t.call(emailStartRoute, { email, deviceId: device })).status).toBe(200)
    // Newest first: login, export, export, login.
    const mails = await t.mails(email)
    expect(mails.map((mail) => mail.text.includes('export your wallet'))).toEqual([false, true, true, false])
  })

  it('binds the code to the session that asked', async () => {
    const email = t.email('bound')
    const device = t.deviceId()
    const { session } = await t.login(email, device)
    const start = await t.call<ReauthStartAnswer>(reauthStartRoute, {}, { token: session.accessToken })
    const code = await t.lastCode(email)
    t.at(62_000)
    const other = await t.login(email, device)
    expect(
      await t.call(
        reauthVerifyRoute,
        { challengeId: start.body.challengeId, code },
        { token: other.session.accessToken },
      ),
    ).toMatchObject({ status: 410 })
    expect(
      await t.call(
        reauthVerifyRoute,
        { challengeId: start.body.challengeId, code: code === '000000' ? '000001' : '000000' },
        { token: session.accessToken },
      ),
    ).toMatchObject({ status: 400, body: { error: 'Invalid code', attemptsLeft: 4 } })
  })

  it('needs a session, and an account with an email', async () => {
    expect(await t.call(reauthStartRoute, {})).toMatchObject({
      status: 401,
      body: { error: 'Session expired' },
    })
    const email = t.email('noemail')
    const { session } = await t.login(email, t.deviceId())
    await t.services.db.update(embeddedUsers).set({ email: null })
    expect(await t.call(reauthStartRoute, {}, { token: session.accessToken })).toMatchObject({
      status: 400,
      body: { error: 'This account has no email address' },
    })
    expect(
      await t.call(reauthVerifyRoute, { challengeId: 'x', code: '1' }, { token: session.accessToken }),
    ).toMatchObject({
      status: 400,
      body: { parameter: 'challengeId' },
    })
  })
})
