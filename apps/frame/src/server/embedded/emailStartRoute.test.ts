import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { EmailStartAnswer } from '@/embedded/api/authApi'
import { embeddedChallenges, embeddedMailCooldowns } from '../db/schema'
import { emailStartRoute } from './emailStartRoute'
import { embeddedRouteTest } from './internal/embeddedRouteTest'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)

const challengeRow = async (challengeId: string) =>
  (
    await t.services.db
      .select()
      .from(embeddedChallenges)
      .where(eq(embeddedChallenges.challengeId, challengeId))
  )[0]

describe('POST /api/auth/email/start', () => {
  it('mails a new address a 6-digit login code, in the subject and the plain text', async () => {
    const email = t.email('new')
    const { status, body } = await t.call<EmailStartAnswer>(emailStartRoute, {
      email,
      deviceId: t.deviceId(),
    })
    expect(status).toBe(200)
    expect(body).toEqual({ action: 'VERIFY_OTP', challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) })
    const mail = await t.lastMail(email)
    expect(mail.from).toBe('no-reply@latch.local')
    expect(mail.subject).toMatch(/^Your Latch code is \d{6}$/)
    const code = await t.lastCode(email)
    expect(mail.text).toContain(`Your Latch login code is ${code}.`)
    expect(mail.text).toContain('expires in 10 minutes')
    expect(mail.html).toBeUndefined()
    const row = await challengeRow(body.challengeId)
    expect(row).toMatchObject({
      kind: 'login',
      email,
      attempts: 0,
      usedAt: null,
      expiresAt: new Date(now.getTime() + 600_000),
    })
    // Only an HMAC of the code is kept.
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(code)
  })

  it('mails the code in the language the request asks for, and in English for one the frame does not speak', async () => {
    const german = t.email('german')
    await t.call(
      emailStartRoute,
      { email: german, deviceId: t.deviceId() },
      { headers: { 'accept-language': 'de' } },
    )
    const mail = await t.lastMail(german)
    const code = await t.lastCode(german)
    expect(mail.subject).toBe(`Dein Latch-Code lautet ${code}`)
    expect(mail.text?.trim()).toBe(
      `Dein Latch-Anmeldecode lautet ${code}.\n\nEr läuft in 10 Minuten ab und funktioniert einmal. Wenn du das nicht warst, ignoriere diese E-Mail.`,
    )
    // The language the frame names in the query wins over the browser's.
    const french = t.email('french')
    await t.call(
      emailStartRoute,
      { email: french, deviceId: t.deviceId() },
      { path: '/api/embedded?locale=fr', headers: { 'accept-language': 'de' } },
    )
    expect((await t.lastMail(french)).subject).toBe(`Votre code Latch est ${await t.lastCode(french)}`)
    const klingon = t.email('klingon')
    await t.call(
      emailStartRoute,
      { email: klingon, deviceId: t.deviceId() },
      { headers: { 'accept-language': 'tlh, *;q=0.5' } },
    )
    expect((await t.lastMail(klingon)).subject).toMatch(/^Your Latch code is \d{6}$/)
  })

  it('trims and lower-cases the address', async () => {
    const email = t.email('case')
    const { status } = await t.call(emailStartRoute, {
      email: `  ${email.toUpperCase()} `,
      deviceId: t.deviceId(),
    })
    expect(status).toBe(200)
    expect(await t.mails(email)).toHaveLength(1)
  })

  it('mails an address once per 30 s: else 429 with the seconds left, rounded up', async () => {
    const email = t.email('cooldown')
    expect((await t.call(emailStartRoute, { email, deviceId: t.deviceId() })).status).toBe(200)
    t.at(10_200)
    const refused = await t.call(emailStartRoute, { email, deviceId: t.deviceId() })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: 'Please try again after 20 seconds', retryAfterSeconds: 20 })
    expect(refused.headers.get('retry-after')).toBe('20')
    t.at(29_001)
    expect((await t.call(emailStartRoute, { email, deviceId: t.deviceId() })).body).toMatchObject({
      error: 'Please try again after 1 seconds',
    })
    t.at(30_000)
    expect((await t.call(emailStartRoute, { email, deviceId: t.deviceId() })).status).toBe(200)
    expect(await t.mails(email)).toHaveLength(2)
    // Another address is not held back.
    expect((await t.call(emailStartRoute, { email: t.email(), deviceId: t.deviceId() })).status).toBe(200)
  })

  it('lets one of many requests at once through the cooldown', async () => {
    const email = t.email('race')
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call(emailStartRoute, { email, deviceId: t.deviceId() })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429])
    expect(await t.mails(email)).toHaveLength(1)
  })

  it('asks an existing account on a device it has not approved to approve it, by code and link', async () => {
    const email = t.email('known')
    const device = t.deviceId()
    await t.login(email, device)
    t.at(31_000)
    const approved = await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId: device })
    expect(approved.body.action).toBe('VERIFY_OTP')
    t.at(62_000)
    const { status, body } = await t.call<EmailStartAnswer>(emailStartRoute, {
      email,
      deviceId: t.deviceId(),
    })
    expect(status).toBe(200)
    expect(body.action).toBe('VERIFY_DEVICE')
    const mail = await t.lastMail(email)
    expect(mail.subject).toMatch(/^Approve your new device: \d{6}$/)
    expect(mail.text).toMatch(
      /enter the code \d{6}, or open this link:\nhttp:\/\/127\.0\.0\.1:3000\/api\/auth\/device\/approve\?token=[A-Za-z0-9_-]{43}\n/,
    )
    const row = await challengeRow(body.challengeId)
    expect(row).toMatchObject({ kind: 'device', linkTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(mail.text).not.toContain(row?.linkTokenHash)
  })

  it('refuses malformed input with 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown> | string, string]> = [
      [{ email: 'not-an-email', deviceId: t.deviceId() }, 'email'],
      [{ email: 'a\u0000b@latch.test', deviceId: t.deviceId() }, 'email'],
      [{ email: 'a@latch.test\n', deviceId: t.deviceId() }, 'email'],
      [{ email: 42, deviceId: t.deviceId() }, 'email'],
      [{ deviceId: t.deviceId() }, 'email'],
      [{ email: 'a@latch.test', deviceId: 'short' }, 'deviceId'],
      [{ email: 'a@latch.test', deviceId: `${'a'.repeat(20)}\u0000` }, 'deviceId'],
      [{ email: `${'a'.repeat(400)}@latch.test`, deviceId: t.deviceId() }, 'email'],
      ['not json', 'body'],
      ['[1]', 'body'],
    ]
    for (const [body, parameter] of cases) {
      const answer = await t.call(emailStartRoute, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toMatchObject({ parameter })
    }
    expect((await t.call(emailStartRoute, { email: 'bad', deviceId: t.deviceId() })).body).toEqual({
      error: "Invalid parameter 'email': Invalid email address",
      parameter: 'email',
    })
  })

  it('refuses an origin off the allow-list, and an unknown project', async () => {
    const email = t.email()
    expect(
      await t.call(emailStartRoute, { email, deviceId: t.deviceId() }, { origin: 'https://evil.example' }),
    ).toMatchObject({
      status: 403,
      body: { error: 'Invalid App Configuration' },
    })
    expect((await t.call(emailStartRoute, { projectId: 'nope', email, deviceId: t.deviceId() })).status).toBe(
      404,
    )
    expect(await t.mails(email)).toHaveLength(0)
  })

  it('answers 502 when the mail cannot be sent, leaving no challenge and no cooldown behind', async () => {
    vi.stubEnv('LATCH_SMTP_URL', 'smtp://127.0.0.1:1')
    const email = t.email('unsent')
    const before = await t.services.db.$count(embeddedChallenges)
    try {
      const answer = await t.call(emailStartRoute, { email, deviceId: t.deviceId() })
      expect(answer).toMatchObject({ status: 502, body: { error: 'Could not send the email' } })
    } finally {
      vi.stubEnv('LATCH_SMTP_URL', `smtp://127.0.0.1:${t.inbox.smtpPort}`)
    }
    expect(await t.services.db.$count(embeddedChallenges)).toBe(before)
    expect(await t.services.db.$count(embeddedMailCooldowns, eq(embeddedMailCooldowns.email, email))).toBe(0)
    expect((await t.call(emailStartRoute, { email, deviceId: t.deviceId() })).status).toBe(200)
  })

  it('sweeps expired challenges and cooldowns on the way', async () => {
    const email = t.email('sweep')
    const { body } = await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId: t.deviceId() })
    t.at(10 * 60_000 + 1)
    await t.call(emailStartRoute, { email: t.email(), deviceId: t.deviceId() })
    expect(await challengeRow(body.challengeId)).toBeUndefined()
    expect(await t.services.db.$count(embeddedMailCooldowns, eq(embeddedMailCooldowns.email, email))).toBe(0)
  })
})
