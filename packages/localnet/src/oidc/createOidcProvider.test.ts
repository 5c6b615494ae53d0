import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcProvider, type OidcProvider } from './createOidcProvider.mjs'
import { socialProviderNames } from './socialOidcClients.mjs'

const frameCallback = 'http://127.0.0.1:3000/popup/oauth/callback'
const testClient = {
  client_id: 'oidc-test',
  client_name: '<script>alert("x")</script> & Co',
  token_endpoint_auth_method: 'none',
  redirect_uris: ['http://127.0.0.1:1/callback'],
}

let provider: OidcProvider
let config: client.Configuration

beforeAll(async () => {
  provider = await createOidcProvider({ port: 0, clients: [testClient] })
  config = await client.discovery(new URL(provider.issuer), 'latch-frame', undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  })
})

afterAll(async () => {
  await provider?.close()
})

/** A browser's cookie handling, as far as these redirects need it: every cookie goes everywhere. */
class CookieJar {
  readonly #cookies = new Map<string, string>()
  readonly setCookieHeaders: string[] = []

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      this.setCookieHeaders.push(header)
      const [pair = '', ...attributes] = header.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expires = attributes.find((attribute) => attribute.trim().toLowerCase().startsWith('expires='))
      const expired = expires !== undefined && Date.parse(expires.split('=')[1] ?? '') <= Date.now()
      if (value === '' || expired) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

interface Flow {
  /** where the provider finally sent the browser: a redirect_uri with code or error */
  callback: URL
  /** the login page's HTML */
  loginPage: string
  jar: CookieJar
}

/**
 * Drives the provider the way a browser would: follows redirects by hand, then presses the
 * login page's button labelled `press`, until the provider redirects to `redirectUri`.
 */
async function signIn(authorizationUrl: URL, redirectUri: string, press: string): Promise<Flow> {
  const jar = new CookieJar()
  let loginPage = ''
  let response = await request(jar, authorizationUrl)
  for (let step = 0; step < 10; step++) {
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location !== null) {
      const next = new URL(location, response.url || authorizationUrl)
      if (next.href.startsWith(redirectUri)) return { callback: next, loginPage, jar }
      response = await request(jar, next)
      continue
    }
    expect(response.status).toBe(200)
    loginPage = await response.text()
    const { action, body } = findButton(loginPage, press)
    response = await request(jar, new URL(action, provider.url), body)
  }
  throw new Error('the provider never redirected to the client')
}

async function request(jar: CookieJar, url: URL, form?: URLSearchParams): Promise<Response> {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: form } : {}),
  })
  jar.store(response)
  return response
}

/** The form action and submitted fields of the button whose text is `label`. */
function findButton(html: string, label: string): { action: string; body: URLSearchParams } {
  for (const [, action = '', inner = ''] of html.matchAll(
    /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g,
  )) {
    for (const [, attributes = '', text = ''] of inner.matchAll(/<button([^>]*)>([^<]*)</g)) {
      if (text.trim() !== label) continue
      const name = /name="([^"]*)"/.exec(attributes)?.[1]
      const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? ''
      return { action, body: new URLSearchParams(name ? { [name]: value } : {}) }
    }
  }
  throw new Error(`no button "${label}" on the page:\n${html}`)
}

async function authorizationRequest(parameters: Record<string, string> = {}) {
  const codeVerifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: frameCallback,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    ...parameters,
  })
  return { url, codeVerifier, state }
}

describe('createOidcProvider', () => {
  it('serves discovery for its issuer, with PKCE S256 and the three scopes', async () => {
    expect(provider.issuer).toBe(provider.url)
    expect(provider.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const metadata = config.serverMetadata()
    expect(metadata.issuer).toBe(provider.issuer)
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']))
  })

  it('signs Alice in for the frame: code with PKCE, ID token and userinfo claims', async () => {
    const { url, codeVerifier, state } = await authorizationRequest()
    const { callback, loginPage, jar } = await signIn(url, frameCallback, 'Continue as Alice')

    expect(loginPage).toContain('Continue as Bob')
    expect(loginPage).toContain('to continue to Latch.')
    expect(callback.searchParams.get('state')).toBe(state)
    expect(callback.searchParams.get('code')).toEqual(expect.any(String))
    expect(jar.setCookieHeaders.length).toBeGreaterThan(0)
    for (const header of jar.setCookieHeaders) expect(header.toLowerCase()).not.toContain('secure')

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
    })
    expect(tokens.claims()).toMatchObject({
      iss: provider.issuer,
      aud: 'latch-frame',
      sub: 'alice',
      email: 'alice@latch.test',
      email_verified: true,
      name: 'Alice',
      preferred_username: 'alice',
    })
    expect(await client.fetchUserInfo(config, tokens.access_token, 'alice')).toEqual({
      sub: 'alice',
      email: 'alice@latch.test',
      email_verified: true,
      name: 'Alice',
      preferred_username: 'alice',
    })
  })

  it('refuses the code with a wrong code_verifier', async () => {
    const { url, state } = await authorizationRequest()
    const { callback } = await signIn(url, frameCallback, 'Continue as Alice')
    const exchange = client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: client.randomPKCECodeVerifier(),
      expectedState: state,
    })
    await expect(exchange).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('answers access_denied when the user cancels', async () => {
    const { url, state } = await authorizationRequest()
    const { callback } = await signIn(url, frameCallback, 'Cancel')
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe(state)
    expect(callback.searchParams.has('code')).toBe(false)
  })

  it('requires PKCE', async () => {
    const { url } = await authorizationRequest()
    url.searchParams.delete('code_challenge')
    url.searchParams.delete('code_challenge_method')
    const response = await fetch(url, { redirect: 'manual' })
    const callback = new URL(response.headers.get('location') ?? '')
    expect(callback.href.startsWith(frameCallback)).toBe(true)
    expect(callback.searchParams.get('error')).toBe('invalid_request')
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/)
  })

  it('refuses an unregistered redirect_uri without redirecting to it', async () => {
    for (const redirectUri of ['http://127.0.0.1:3000/popup/oauth/callback/', 'http://evil.test/callback']) {
      const { url } = await authorizationRequest({ redirect_uri: redirectUri })
      const response = await fetch(url, { redirect: 'manual' })
      expect(response.status).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).toContain('invalid_redirect_uri')
    }
  })

  it('answers an interaction without its cookie with an error page', async () => {
    const page = await fetch(new URL('/interaction/unknown', provider.url))
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('interaction session id cookie not found')
    const login = await fetch(new URL('/interaction/unknown/login', provider.url), { method: 'GET' })
    expect(login.status).toBe(405)
  })

  it('serves extra clients, escaping their names on the login page', async () => {
    const testConfig = await client.discovery(
      new URL(provider.issuer),
      testClient.client_id,
      undefined,
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    )
    const codeVerifier = client.randomPKCECodeVerifier()
    const url = client.buildAuthorizationUrl(testConfig, {
      redirect_uri: testClient.redirect_uris[0] ?? '',
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    const { callback, loginPage } = await signIn(url, testClient.redirect_uris[0] ?? '', 'Continue as Bob')
    expect(loginPage).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co')
    expect(loginPage).not.toContain('<script>')

    const tokens = await client.authorizationCodeGrant(testConfig, callback, {
      pkceCodeVerifier: codeVerifier,
    })
    const claims = tokens.claims()
    expect(claims).toMatchObject({ sub: 'bob', aud: 'oidc-test', email: 'bob@latch.test' })
    expect(claims).not.toHaveProperty('name')
  })

  it('plays each social login with its own public client, saying which on the login page', async () => {
    for (const [id, name] of Object.entries(socialProviderNames)) {
      const socialConfig = await client.discovery(
        new URL(provider.issuer),
        `latch-${id}`,
        undefined,
        client.None(),
        { execute: [client.allowInsecureRequests] },
      )
      const codeVerifier = client.randomPKCECodeVerifier()
      const redirectUri = 'http://localhost:3002/popup/oauth/callback'
      const url = client.buildAuthorizationUrl(socialConfig, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      const { callback, loginPage } = await signIn(url, redirectUri, 'Continue as Bob')
      expect(loginPage).toContain(`Sign in with ${name} — local stand-in`)
      const tokens = await client.authorizationCodeGrant(socialConfig, callback, {
        pkceCodeVerifier: codeVerifier,
      })
      expect(tokens.claims()).toMatchObject({ sub: 'bob', aud: `latch-${id}`, email: 'bob@latch.test' })
    }
  })
})
