import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import type { ConnectAnswer, EmailStartAnswer } from '@/embedded/api/authApi'
import type { ApiRoute } from '../../api/ApiRoute'
import { handleApiRequest } from '../../api/handleApiRequest'
import { type InboxMessage, readDevInbox } from '../../devInbox'
import { apiRequest } from '../../testing/apiRequest'
import { createTestServices, type TestServices } from '../../testing/createTestServices'
import { emailStartRoute } from '../emailStartRoute'
import { emailVerifyRoute } from '../emailVerifyRoute'
import { startTestSmtpInbox, type TestSmtpInbox } from './localServices'

export type Answer<Body = Record<string, unknown>> = { status: number; body: Body; headers: Headers }

/**
 * What a test file of the embedded wallet's routes stands on: services over a fresh test database,
 * a real SMTP server and inbox (LATCH_SMTP_URL points at it), a KEK of its own (LATCH_KEK), and the
 * clock set to `now` before each test. Call it once, at the top of the file.
 *
 * @example
 * const t = embeddedRouteTest(new Date('2030-01-01T12:00:00Z'))
 * const { status, body } = await t.call(emailStartRoute, { email: 'a@latch.test', deviceId: t.deviceId() })
 */
export function embeddedRouteTest(now: Date) {
  // The hooks fill these in place, so that the file can hold on to them from the start.
  const services = {} as TestServices
  const inbox = {} as TestSmtpInbox
  beforeAll(async () => {
    const [created, started] = await Promise.all([createTestServices(), startTestSmtpInbox()])
    Object.assign(services, created)
    Object.assign(inbox, started)
    vi.stubEnv('LATCH_SMTP_URL', `smtp://127.0.0.1:${inbox.smtpPort}`)
    vi.stubEnv('LATCH_KEK', randomBytes(32).toString('base64'))
  }, 60_000)
  beforeEach(() => services.setNow(now))
  afterAll(async () => {
    vi.unstubAllEnvs()
    await Promise.all([services.close?.(), inbox.close?.()])
  })

  /** Moves the clock by `ms` from `now`. */
  const at = (ms: number) => services.setNow(new Date(now.getTime() + ms))

  /** Calls a route as the frame would (Origin the dev host page), `token` as its bearer, with any `headers`. */
  async function call<Body = Record<string, unknown>>(
    route: ApiRoute,
    body: Record<string, unknown> | string,
    options: { token?: string; origin?: string; path?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<Body>> {
    const headers = {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    }
    const request =
      route.method === 'GET'
        ? apiRequest(
            `${options.path ?? '/api/embedded'}?${new URLSearchParams(body as Record<string, string>)}`,
            {
              headers,
              ...(options.origin ? { origin: options.origin } : {}),
            },
          )
        : apiRequest(options.path ?? '/api/embedded', {
            method: 'POST',
            body: typeof body === 'string' ? body : { projectId: 'latch-dev', ...body },
            headers,
            ...(options.origin ? { origin: options.origin } : {}),
          })
    const response = await handleApiRequest(request, route, { services })
    return { status: response.status, body: (await response.json()) as Body, headers: response.headers }
  }

  /** Every mail the inbox holds for `to`, newest first. */
  async function mails(to: string): Promise<InboxMessage[]> {
    const read = await readDevInbox({ inboxUrl: inbox.inboxUrl, to })
    if (read.status !== 'ok') throw new Error(`the test inbox answered ${read.status}: ${read.reason}`)
    return read.messages
  }

  /** The newest mail to `to`. */
  async function lastMail(to: string): Promise<InboxMessage> {
    const [mail] = await mails(to)
    if (!mail) throw new Error(`no mail to ${to}`)
    return mail
  }

  /** The code of the newest mail to `to`, read from its subject. */
  async function lastCode(to: string): Promise<string> {
    const code = /(\d{6})$/.exec((await lastMail(to)).subject)?.[1]
    if (!code) throw new Error(`no code in the subject of the last mail to ${to}`)
    return code
  }

  /** A fresh address of this test file. */
  const email = (name = 'user') => `${name}-${randomBytes(4).toString('hex')}@latch.test`
  /** A fresh device id, as the frame makes one. */
  const deviceId = () => randomBytes(16).toString('base64url')

  /** A whole email login (start, code from the inbox, verify) on a device the account has approved or a new account. */
  async function login(address: string, device: string): Promise<ConnectAnswer> {
    const start = await call<EmailStartAnswer>(emailStartRoute, { email: address, deviceId: device })
    if (start.status !== 200 || start.body.action !== 'VERIFY_OTP')
      throw new Error(`email/start answered ${start.status} ${JSON.stringify(start.body)}`)
    const verify = await call<ConnectAnswer>(emailVerifyRoute, {
      challengeId: start.body.challengeId,
      code: await lastCode(address),
    })
    if (verify.status !== 200)
      throw new Error(`email/verify answered ${verify.status} ${JSON.stringify(verify.body)}`)
    return verify.body
  }

  return { services, inbox, at, call, mails, lastMail, lastCode, email, deviceId, login }
}
