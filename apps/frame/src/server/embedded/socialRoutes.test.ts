import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ConnectAnswer, SocialAuthorizeAnswer } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { SocialProvider } from '@/embedded/api/fields'
import type { LoginsAnswer } from '@/embedded/api/loginsApi'
import { driveOidcLogin } from './internal/driveOidcLogin'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { startTestOidcProvider, type TestOidcProvider } from './internal/localServices'
import { socialAuthorizeRoute, socialLinkRoute, socialVerifyRoute } from './socialRoutes'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)
const redirectUri = 'http://127.0.0.1:3000/popup/oauth/callback'
let provider: TestOidcProvider

beforeAll(async () => {
  provider = await startTestOidcProvider()
  vi.stubEnv('LATCH_OIDC_ISSUER', provider.issuer)
  vi.stubEnv('LATCH_FRAME_ORIGIN', 'http://127.0.0.1:3000')
})
afterAll(() => provider?.close())

const random = () => randomBytes(32).toString('base64url')

/** The frame's part: PKCE, state and nonce, authorize, the popup at the provider, the code. */
async function popup(socialProvider: SocialProvider, press = 'Continue as Alice', uri = redirectUri) {
  const codeVerifier = random()
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url')
  const state = random()
  const nonce = random()
  const authorize = await t.call<SocialAuthorizeAnswer>(socialAuthorizeRoute, {
    provider: socialProvider,
    redirectUri: uri,
    codeChallenge,
    state,
    nonce,
  })
  expect(authorize.status).toBe(200)
  const { callback, loginPage } = await driveOidcLogin(authorize.body.url, uri, press)
  expect(callback.searchParams.get('state')).toBe(state)
  return {
    url: new URL(authorize.body.url),
    loginPage,
    callback,
    verify: {
      provider: socialProvider,
      code: callback.searchParams.get('code') ?? '',
      codeVerifier,
      redirectUri: uri,
      nonce,
      deviceId: t.deviceId(),
    },
  }
}

describe('POST /api/auth/social/authorize and /api/auth/social/verify', () => {
  it('builds the code flow URL with PKCE S256, for the provider the local stand-in plays', async () => {
    const { url, loginPage } = await popup('github')
    expect(url.origin).toBe(provider.url)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'latch-github',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(loginPage).toContain('Sign in with GitHub — local stand-in')
  })

  it('trades the code, makes the user from the ID token, and opens a session: CONNECT', async () => {
    const first = await popup('discord')
    const { status, body } = await t.call<ConnectAnswer>(socialVerifyRoute, first.verify)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      action: 'CONNECT',
      session: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      user: { email: 'alice@latch.test', address: null, socialProvider: 'discord', userName: 'Alice' },
      isNewUser: true,
    })
    // The same account through another provider with the same verified email is the same user.
    const again = await popup('google')
    const second = await t.call<ConnectAnswer>(socialVerifyRoute, again.verify)
    expect(second.body).toMatchObject({
      isNewUser: false,
      user: { userId: body.user.userId, socialProvider: 'google' },
    })
    // A code works once.
    expect(await t.call(socialVerifyRoute, first.verify)).toMatchObject({
      status: 400,
      body: { error: 'The social login could not be verified' },
    })
  })

  it('logs the account of an email login in, when the provider vouches for the same address', async () => {
    await t.login('bob@latch.test', t.deviceId())
    const { verify } = await popup('x', 'Continue as Bob')
    const { body } = await t.call<ConnectAnswer>(socialVerifyRoute, verify)
    expect(body).toMatchObject({
      isNewUser: false,
      user: { email: 'bob@latch.test', socialProvider: 'x', userName: 'Bob' },
    })
  })

  it('refuses a wrong nonce and a wrong code verifier', async () => {
    const nonce = await popup('apple')
    expect(await t.call(socialVerifyRoute, { ...nonce.verify, nonce: random() })).toMatchObject({
      status: 400,
      body: { error: 'The social login could not be verified' },
    })
    const verifier = await popup('facebook')
    expect(await t.call(socialVerifyRoute, { ...verifier.verify, codeVerifier: random() })).toMatchObject({
      status: 400,
      body: { error: 'The social login could not be verified' },
    })
  })

  it('accepts only the frame popup callbacks as redirectUri', async () => {
    const twin = await popup('github', 'Continue as Alice', 'http://localhost:3000/popup/oauth/callback')
    expect((await t.call(socialVerifyRoute, twin.verify)).status).toBe(200)
    for (const uri of [
      'https://evil.example/popup/oauth/callback',
      'http://127.0.0.1:3000/popup/oauth/callback/x',
    ]) {
      expect(
        await t.call(socialAuthorizeRoute, {
          provider: 'github',
          redirectUri: uri,
          codeChallenge: random(),
          state: random(),
          nonce: random(),
        }),
      ).toMatchObject({
        status: 400,
        body: { error: 'redirectUri must be the frame popup callback', parameter: 'redirectUri' },
      })
    }
  })

  it('answers 502 when the provider cannot be reached', async () => {
    vi.stubEnv('LATCH_OIDC_ISSUER', 'http://127.0.0.1:1')
    try {
      expect(
        await t.call(socialAuthorizeRoute, {
          provider: 'google',
          redirectUri,
          codeChallenge: random(),
          state: random(),
          nonce: random(),
        }),
      ).toMatchObject({ status: 502, body: { error: 'The social login provider could not be reached' } })
    } finally {
      vi.stubEnv('LATCH_OIDC_ISSUER', provider.issuer)
    }
  })

  it('refuses malformed input with 400 naming the field', async () => {
    const good = {
      provider: 'github',
      redirectUri,
      codeChallenge: random(),
      state: random(),
      nonce: random(),
    }
    for (const [patch, parameter] of [
      [{ provider: 'myspace' }, 'provider'],
      [{ redirectUri: 'not a url' }, 'redirectUri'],
      [{ redirectUri: `${redirectUri}\u0000` }, 'redirectUri'],
      [{ codeChallenge: 'short' }, 'codeChallenge'],
      [{ state: 'a b c d e f g h i j k l' }, 'state'],
      [{ nonce: undefined }, 'nonce'],
    ] as const)
      expect(await t.call(socialAuthorizeRoute, { ...good, ...patch })).toMatchObject({
        status: 400,
        body: { parameter },
      })
    const verify = {
      provider: 'github',
      code: 'abc',
      codeVerifier: random(),
      redirectUri,
      nonce: random(),
      deviceId: t.deviceId(),
    }
    for (const [patch, parameter] of [
      [{ code: '' }, 'code'],
      [{ code: 'a\u0000b' }, 'code'],
      [{ codeVerifier: 'short' }, 'codeVerifier'],
      [{ deviceId: 'x' }, 'deviceId'],
    ] as const)
      expect(await t.call(socialVerifyRoute, { ...verify, ...patch })).toMatchObject({
        status: 400,
        body: { parameter },
      })
  })
})

describe('POST /api/auth/logins/social', () => {
  /** The popup's code for `press` at the provider, without the login's device: what linking sends. */
  async function linkCode(socialProvider: SocialProvider, press: string) {
    const { deviceId: _deviceId, ...code } = (await popup(socialProvider, press)).verify
    return code
  }

  it('links a social account to an email wallet, which it then logs in to; linking it again changes nothing', async () => {
    const email = t.email()
    const { session, user } = await t.login(email, t.deviceId())
    const token = { token: session.accessToken }
    const linked = await t.call<LoginsAnswer>(
      socialLinkRoute,
      await linkCode('google', 'Continue as Dave'),
      token,
    )
    expect(linked.status).toBe(200)
    expect(linked.body.logins.map((login) => [login.kind, login.id])).toEqual([
      ['email', email],
      ['social', 'google:dave'],
    ])
    const again = await t.call<LoginsAnswer>(
      socialLinkRoute,
      await linkCode('google', 'Continue as Dave'),
      token,
    )
    expect(again.body).toEqual(linked.body)
    // Dave's Google opens this wallet, though the wallet's email is not Dave's.
    const { verify } = await popup('google', 'Continue as Dave')
    const login = await t.call<ConnectAnswer>(socialVerifyRoute, verify)
    expect(login.body).toMatchObject({ isNewUser: false, user: { userId: user.userId, email } })
  })

  it('refuses an account that opens another wallet, and leaves both as they were', async () => {
    const owner = await t.login(t.email(), t.deviceId())
    await t.call(socialLinkRoute, await linkCode('github', 'Continue as Dave'), {
      token: owner.session.accessToken,
    })
    const other = await t.login(t.email(), t.deviceId())
    const refused = await t.call(socialLinkRoute, await linkCode('github', 'Continue as Dave'), {
      token: other.session.accessToken,
    })
    expect(refused).toMatchObject({ status: 409, body: { error: embeddedApiErrors.loginElsewhere } })
    const { verify } = await popup('github', 'Continue as Dave')
    expect((await t.call<ConnectAnswer>(socialVerifyRoute, verify)).body.user.userId).toBe(owner.user.userId)
  })

  it('needs a session, a code that verifies and well-formed input', async () => {
    const code = await linkCode('discord', 'Continue as Dave')
    expect(await t.call(socialLinkRoute, code)).toMatchObject({
      status: 401,
      body: { error: embeddedApiErrors.sessionExpired },
    })
    const { session } = await t.login(t.email(), t.deviceId())
    const token = { token: session.accessToken }
    expect(await t.call(socialLinkRoute, { ...code, codeVerifier: random() }, token)).toMatchObject({
      status: 400,
      body: { error: embeddedApiErrors.socialFailed },
    })
    for (const [patch, parameter] of [
      [{ provider: 'farcaster' }, 'provider'],
      [{ code: '' }, 'code'],
      [{ redirectUri: 'https://evil.example/popup/oauth/callback' }, 'redirectUri'],
    ] as const)
      expect(await t.call(socialLinkRoute, { ...code, ...patch }, token)).toMatchObject({
        status: 400,
        body: { parameter },
      })
  })
})
