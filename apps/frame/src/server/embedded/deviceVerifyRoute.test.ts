import { describe, expect, it, vi } from 'vitest'
import type { ConnectAnswer, EmailStartAnswer, VerifyOtpAnswer } from '@/embedded/api/authApi'
import { deviceStatusRoute } from './deviceStatusRoute'
import { deviceVerifyRoute } from './deviceVerifyRoute'
import { emailStartRoute } from './emailStartRoute'
import { emailVerifyRoute } from './emailVerifyRoute'
import { embeddedRouteTest } from './internal/embeddedRouteTest'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)

/** An account made on one device, and a device challenge for a second. */
async function newDevice() {
  const email = t.email('device')
  const first = await t.login(email, t.deviceId())
  t.at(31_000)
  const deviceId = t.deviceId()
  const { body } = await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId })
  expect(body.action).toBe('VERIFY_DEVICE')
  return {
    email,
    deviceId,
    userId: first.user.userId,
    challengeId: body.challengeId,
    code: await t.lastCode(email),
  }
}

describe('POST /api/auth/device/verify', () => {
  it('approves the device by its code and mails the login code at once, cooldown or not', async () => {
    const { email, deviceId, userId, challengeId, code } = await newDevice()
    t.at(33_000)
    const { status, body } = await t.call<VerifyOtpAnswer>(deviceVerifyRoute, { challengeId, code })
    expect(status).toBe(200)
    expect(body).toEqual({ action: 'VERIFY_OTP', challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) })
    expect(body.challengeId).not.toBe(challengeId)
    const mails = await t.mails(email)
    expect(mails.map((mail) => mail.subject.replace(/\d{6}/, 'N'))).toEqual([
      'Your Latch code is N',
      'Approve your new device: N',
      'Your Latch code is N',
    ])
    const login = await t.call<ConnectAnswer>(emailVerifyRoute, {
      challengeId: body.challengeId,
      code: await t.lastCode(email),
    })
    expect(login.body).toMatchObject({ action: 'CONNECT', isNewUser: false, user: { userId } })
    // The device is now approved: the next login goes straight to the code.
    t.at(64_000)
    expect((await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId })).body.action).toBe(
      'VERIFY_OTP',
    )
    // And the chained mail counted: a new start right after it waits.
    t.at(65_000)
    expect((await t.call(emailStartRoute, { email, deviceId })).status).toBe(429)
  })

  it('answers the same login challenge when asked again by status, without another mail', async () => {
    const { email, challengeId, code } = await newDevice()
    const { body } = await t.call<VerifyOtpAnswer>(deviceVerifyRoute, { challengeId, code })
    const count = (await t.mails(email)).length
    expect((await t.call(deviceStatusRoute, { challengeId })).body).toEqual(body)
    expect(await t.mails(email)).toHaveLength(count)
    expect(await t.call(deviceVerifyRoute, { challengeId, code })).toMatchObject({
      status: 410,
      body: { error: 'Code already used. Request a new code.' },
    })
  })

  it('ends the device challenge after 5 wrong codes, and after 10 minutes', async () => {
    const { challengeId, code } = await newDevice()
    const wrong = code === '000000' ? '000001' : '000000'
    for (const attemptsLeft of [4, 3, 2, 1, 0])
      expect((await t.call(deviceVerifyRoute, { challengeId, code: wrong })).body).toEqual({
        error: 'Invalid code',
        parameter: 'code',
        attemptsLeft,
      })
    expect(await t.call(deviceVerifyRoute, { challengeId, code })).toMatchObject({
      status: 429,
      body: { error: 'Too many attempts. Request a new code.' },
    })
    expect((await t.call(deviceStatusRoute, { challengeId })).status).toBe(429)
    t.at(0)
    const late = await newDevice()
    t.at(31_000 + 10 * 60_000)
    expect(await t.call(deviceVerifyRoute, { challengeId: late.challengeId, code: late.code })).toMatchObject(
      {
        status: 410,
        body: { error: 'Code expired. Request a new code.' },
      },
    )
  })

  it('does not take a login code as a device code', async () => {
    const email = t.email('kind')
    const { body } = await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId: t.deviceId() })
    expect(
      await t.call(deviceVerifyRoute, { challengeId: body.challengeId, code: await t.lastCode(email) }),
    ).toMatchObject({
      status: 410,
    })
  })

  it('answers 502 when the login code cannot be mailed, and lets the device code be tried again', async () => {
    const { challengeId, code } = await newDevice()
    vi.stubEnv('LATCH_SMTP_URL', 'smtp://127.0.0.1:1')
    try {
      expect(await t.call(deviceVerifyRoute, { challengeId, code })).toMatchObject({
        status: 502,
        body: { error: 'Could not send the email' },
      })
    } finally {
      vi.stubEnv('LATCH_SMTP_URL', `smtp://127.0.0.1:${t.inbox.smtpPort}`)
    }
    // The device is approved and its code used; status mails the login code now.
    const status = await t.call<VerifyOtpAnswer>(deviceStatusRoute, { challengeId })
    expect(status.body.action).toBe('VERIFY_OTP')
  })
})
