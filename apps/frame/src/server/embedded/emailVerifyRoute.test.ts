import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ConnectAnswer, EmailStartAnswer } from '@/embedded/api/authApi'
import { embeddedDevices, embeddedSessions } from '../db/schema'
import { emailStartRoute } from './emailStartRoute'
import { emailVerifyRoute } from './emailVerifyRoute'
import { embeddedRouteTest } from './internal/embeddedRouteTest'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)

async function start(email: string, deviceId = t.deviceId()) {
  const { body } = await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId })
  return { challengeId: body.challengeId, code: await t.lastCode(email), deviceId }
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /api/auth/email/verify', () => {
  it('makes the account, approves the device and opens a session: CONNECT', async () => {
    const email = t.email('first')
    const { challengeId, code, deviceId } = await start(email)
    const { status, body } = await t.call<ConnectAnswer>(emailVerifyRoute, { challengeId, code })
    expect(status).toBe(200)
    expect(body).toEqual({
      action: 'CONNECT',
      session: {
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        accessExpiresAt: '2030-01-01T12:15:00.000Z',
      },
      user: { userId: expect.any(String), email, address: null },
      isNewUser: true,
    })
    const devices = await t.services.db
      .select()
      .from(embeddedDevices)
      .where(eq(embeddedDevices.userId, body.user.userId))
    expect(devices.map((device) => device.deviceId)).toEqual([deviceId])
    // Tokens are kept hashed only.
    const sessions = await t.services.db
      .select()
      .from(embeddedSessions)
      .where(eq(embeddedSessions.userId, body.user.userId))
    expect(JSON.stringify(sessions)).not.toContain(body.session.accessToken)
  })

  it('logs an existing account in again, on its device, as the same user', async () => {
    const email = t.email('again')
    const deviceId = t.deviceId()
    const first = await t.login(email, deviceId)
    t.at(31_000)
    const { challengeId, code } = await start(email, deviceId)
    const { body } = await t.call<ConnectAnswer>(emailVerifyRoute, { challengeId, code })
    expect(body.isNewUser).toBe(false)
    expect(body.user.userId).toBe(first.user.userId)
    expect(body.session.accessToken).not.toBe(first.session.accessToken)
  })

  it('counts wrong codes: 400 with the tries left, and after 5 the challenge is over', async () => {
    const { challengeId, code } = await start(t.email('wrong'))
    for (const attemptsLeft of [4, 3, 2, 1, 0]) {
      expect(await t.call(emailVerifyRoute, { challengeId, code: wrong(code) })).toMatchObject({
        status: 400,
        body: { error: 'Invalid code', attemptsLeft },
      })
    }
    expect(await t.call(emailVerifyRoute, { challengeId, code })).toMatchObject({
      status: 429,
      body: { error: 'Too many attempts. Request a new code.' },
    })
  })

  it('takes a code once', async () => {
    const { challengeId, code } = await start(t.email('once'))
    const answers = await Promise.all([1, 2, 3].map(() => t.call(emailVerifyRoute, { challengeId, code })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410])
    expect(await t.call(emailVerifyRoute, { challengeId, code })).toMatchObject({
      status: 410,
      body: { error: 'Code already used. Request a new code.' },
    })
  })

  it('refuses a code after 10 minutes, and a challenge it does not know', async () => {
    const { challengeId, code } = await start(t.email('late'))
    t.at(10 * 60_000)
    expect(await t.call(emailVerifyRoute, { challengeId, code })).toMatchObject({
      status: 410,
      body: { error: 'Code expired. Request a new code.' },
    })
    t.at(0)
    expect(await t.call(emailVerifyRoute, { challengeId: 'A'.repeat(22), code })).toMatchObject({
      status: 410,
      body: { error: 'Code expired. Request a new code.' },
    })
  })

  it('does not take the code of a device challenge, nor one of another project', async () => {
    const email = t.email('kinds')
    const device = t.deviceId()
    await t.login(email, device)
    t.at(31_000)
    const { challengeId, code } = await start(email)
    expect(await t.call(emailVerifyRoute, { challengeId, code })).toMatchObject({ status: 410 })
    t.at(62_000)
    const login = await start(email, device)
    expect(
      await t.call(emailVerifyRoute, { ...login, projectId: 'shop' }, { origin: 'https://shop.example' }),
    ).toMatchObject({
      status: 410,
    })
  })

  it('refuses malformed input with 400 naming the field', async () => {
    for (const [body, parameter] of [
      [{ challengeId: 'x', code: '123456' }, 'challengeId'],
      [{ challengeId: 'A'.repeat(22), code: '12345' }, 'code'],
      [{ challengeId: 'A'.repeat(22), code: '12345a' }, 'code'],
      [{ challengeId: 'A'.repeat(22), code: 123456 }, 'code'],
      [{ challengeId: `${'A'.repeat(21)}\u0000`, code: '123456' }, 'challengeId'],
    ] as const) {
      expect(await t.call(emailVerifyRoute, body)).toMatchObject({ status: 400, body: { parameter } })
    }
  })
})
