import { describe, expect, it } from 'vitest'
import type {
  ConnectAnswer,
  DeviceStatusAnswer,
  EmailStartAnswer,
  VerifyOtpAnswer,
} from '@/embedded/api/authApi'
import { deviceApproveLinkFrom, handleDeviceApproveLink } from './deviceApproveLink'
import { deviceStatusRoute } from './deviceStatusRoute'
import { emailStartRoute } from './emailStartRoute'
import { emailVerifyRoute } from './emailVerifyRoute'
import { embeddedRouteTest } from './internal/embeddedRouteTest'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)

async function newDevice() {
  const email = t.email('link')
  const first = await t.login(email, t.deviceId())
  t.at(31_000)
  const deviceId = t.deviceId()
  const { body } = await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId })
  const link = deviceApproveLinkFrom((await t.lastMail(email)).text)
  if (!link) throw new Error('no link in the device mail')
  return { email, deviceId, userId: first.user.userId, challengeId: body.challengeId, link }
}

/** Opens the link as a mail reader's browser would: a plain GET, no Origin, in its language. */
async function open(link: string, acceptLanguage?: string) {
  const request = new Request(link, acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {})
  const response = await handleDeviceApproveLink(request, t.services)
  return { status: response.status, text: await response.text(), headers: response.headers }
}

describe('GET /api/auth/device/approve and POST /api/auth/device/status', () => {
  it('approves the device by the mailed link; status then mails the login code, once', async () => {
    const { email, deviceId, userId, challengeId, link } = await newDevice()
    expect((await t.call<DeviceStatusAnswer>(deviceStatusRoute, { challengeId })).body).toEqual({
      approved: false,
    })
    const page = await open(link)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.text).toContain('<p>Device approved. Return to the app to continue.</p>')
    expect(page.text).toContain('<html lang="en" dir="ltr">')
    expect(page.text).not.toMatch(/<script|<a |<img/)
    expect((await open(link)).status).toBe(200)

    t.at(32_000)
    const status = await t.call<VerifyOtpAnswer>(deviceStatusRoute, { challengeId })
    expect(status.body).toEqual({
      action: 'VERIFY_OTP',
      challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    })
    const code = await t.lastCode(email)
    const mailCount = (await t.mails(email)).length
    expect((await t.call(deviceStatusRoute, { challengeId })).body).toEqual(status.body)
    expect(await t.mails(email)).toHaveLength(mailCount)

    const login = await t.call<ConnectAnswer>(emailVerifyRoute, {
      challengeId: status.body.challengeId,
      code,
    })
    expect(login.body).toMatchObject({ action: 'CONNECT', user: { userId } })
    t.at(64_000)
    expect((await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId })).body.action).toBe(
      'VERIFY_OTP',
    )
  })

  it('says so in the language of the browser that opens the link, right to left where it is written so', async () => {
    const { link } = await newDevice()
    const page = await open(link, 'he-IL, en;q=0.5')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<html lang="he" dir="rtl">')
    expect(page.text).toContain('<p>המכשיר אושר. חזור לאפליקציה כדי להמשיך.</p>')
    const german = await open('http://127.0.0.1:3000/api/auth/device/approve?token=x', 'de')
    expect(german.text).toContain('<p>Dieser Link ist ungültig. Fordere in der App einen neuen Code an.</p>')
  })

  it('answers 410 for a link after 10 minutes, and 400 for one that is not a token', async () => {
    const { challengeId, link } = await newDevice()
    t.at(31_000 + 10 * 60_000)
    const page = await open(link)
    expect(page.status).toBe(410)
    expect(page.text).toContain('This link has expired. Request a new code in the app.')
    expect(await t.call(deviceStatusRoute, { challengeId })).toMatchObject({ status: 410 })
    const unknown = await open('http://127.0.0.1:3000/api/auth/device/approve?token=<script>')
    expect(unknown.status).toBe(400)
    expect(unknown.text).not.toContain('<script>')
    expect((await open(`http://127.0.0.1:3000/api/auth/device/approve?token=${'A'.repeat(43)}`)).status).toBe(
      410,
    )
  })

  it('refuses malformed status requests with 400 naming the field', async () => {
    expect(await t.call(deviceStatusRoute, {})).toMatchObject({
      status: 400,
      body: { parameter: 'challengeId' },
    })
    expect(await t.call(deviceStatusRoute, { challengeId: '../x' })).toMatchObject({
      status: 400,
      body: { parameter: 'challengeId' },
    })
  })
})
