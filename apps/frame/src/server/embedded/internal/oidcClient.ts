import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import { z } from 'zod'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../../api/ApiError'
import type { SocialProviderConfig } from '../socialProviderConfig'

const log = serverLog('embedded')

const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
})
type Discovery = z.infer<typeof Discovery>

const discoveryTtlMs = 10 * 60_000
const fetchTimeoutMs = 5_000
const discoveries = new Map<string, { at: number; value: Promise<Discovery> }>()
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

const unreachable = () => new ApiError(502, 'The social login provider could not be reached')
const refused = () => new ApiError(400, embeddedApiErrors.socialFailed)

/** The issuer's discovery document, kept 10 minutes; 502 when it cannot be had. */
export function discover(issuer: string): Promise<Discovery> {
  const cached = discoveries.get(issuer)
  if (cached && Date.now() - cached.at < discoveryTtlMs) return cached.value
  const value = fetchDiscovery(issuer)
  discoveries.set(issuer, { at: Date.now(), value })
  value.catch(() => discoveries.delete(issuer))
  return value
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  let json: unknown
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(fetchTimeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    json = await response.json()
  } catch (error) {
    log.error(`discovery of ${issuer} failed`, { error })
    throw unreachable()
  }
  const parsed = Discovery.safeParse(json)
  if (!parsed.success || parsed.data.issuer.replace(/\/+$/, '') !== issuer) {
    log.error(`discovery of ${issuer} is not this issuer's`)
    throw unreachable()
  }
  return parsed.data
}

/** The authorization URL of the code flow with PKCE S256, scope openid email profile. */
export async function authorizationUrl(
  config: SocialProviderConfig,
  request: { redirectUri: string; codeChallenge: string; state: string; nonce: string },
): Promise<string> {
  const { authorization_endpoint } = await discover(config.issuer)
  const url = new URL(authorization_endpoint)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', config.clientId)
  url.searchParams.set('redirect_uri', request.redirectUri)
  url.searchParams.set('scope', 'openid email profile')
  url.searchParams.set('code_challenge', request.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  url.searchParams.set('state', request.state)
  url.searchParams.set('nonce', request.nonce)
  return url.href
}

/** The claims of a verified ID token that the login uses. */
export type IdentityClaims = JWTPayload & {
  sub: string
  email?: unknown
  email_verified?: unknown
  name?: unknown
  preferred_username?: unknown
}

/**
 * Trades the code at the token endpoint (with the PKCE verifier, and the client secret when there
 * is one) and verifies the ID token: signature by the issuer's keys, issuer, audience, expiry and
 * the nonce. A refusal of the provider or a token that fails a check is a 400.
 */
export async function exchangeCode(
  config: SocialProviderConfig,
  request: { code: string; codeVerifier: string; redirectUri: string; nonce: string },
): Promise<IdentityClaims> {
  const discovery = await discover(config.issuer)
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: request.redirectUri,
    code_verifier: request.codeVerifier,
    client_id: config.clientId,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  if (config.clientSecret)
    headers.authorization = `Basic ${Buffer.from(
      `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
    ).toString('base64')}`
  let response: Response
  try {
    response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(fetchTimeoutMs),
    })
  } catch {
    throw unreachable()
  }
  const body = (await response.json().catch(() => null)) as { id_token?: unknown; error?: unknown } | null
  if (!response.ok || typeof body?.id_token !== 'string') {
    log.error(`token exchange at ${config.issuer} refused`, {
      detail: String(body?.error ?? response.status),
    })
    throw refused()
  }
  let keySet = keySets.get(discovery.jwks_uri)
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: fetchTimeoutMs })
    keySets.set(discovery.jwks_uri, keySet)
  }
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(body.id_token, keySet, {
      issuer: discovery.issuer,
      audience: config.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
    }))
  } catch (error) {
    log.error(`ID token of ${config.issuer} refused`, { error })
    throw refused()
  }
  if (payload.nonce !== request.nonce || typeof payload.sub !== 'string' || payload.sub === '')
    throw refused()
  return payload as IdentityClaims
}
