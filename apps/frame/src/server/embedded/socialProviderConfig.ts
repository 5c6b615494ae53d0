import { embeddedApiErrors } from '@/embedded/api/errors'
import type { SocialProvider } from '@/embedded/api/fields'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../api/ApiError'
import { frameOrigin } from '../api/frameOrigin'
import { isLocalMode } from './internal/isLocalMode'

const log = serverLog('embedded')

/** One social login as an OpenID Connect client of its provider. */
export type SocialProviderConfig = {
  issuer: string
  clientId: string
  /** Absent for a public client (PKCE carries the proof). */
  clientSecret?: string
}

/**
 * A social login's client: `LATCH_OIDC_<PROVIDER>_ISSUER`, `_CLIENT_ID` and `_CLIENT_SECRET`
 * (GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD). Without them, in local mode (`LATCH_MODE` unset or
 * `local`), the local OIDC provider at `LATCH_OIDC_ISSUER` (default http://127.0.0.1:5556) plays
 * every one, each with its public client `latch-<provider>`; elsewhere the login is off (400).
 *
 * @example
 * socialProviderConfig('github') // { issuer: 'http://127.0.0.1:5556', clientId: 'latch-github' } locally
 */
export function socialProviderConfig(
  provider: SocialProvider,
  env: Record<string, string | undefined> = process.env,
): SocialProviderConfig {
  const prefix = `LATCH_OIDC_${provider.toUpperCase()}_`
  const issuer = env[`${prefix}ISSUER`]
  const clientId = env[`${prefix}CLIENT_ID`]
  const clientSecret = env[`${prefix}CLIENT_SECRET`]
  if (issuer || clientId) {
    if (!issuer || !clientId || !URL.canParse(issuer)) {
      log.error(`${prefix}ISSUER and ${prefix}CLIENT_ID must both be set, the issuer a URL`)
      throw new ApiError(400, embeddedApiErrors.socialNotConfigured, { parameter: 'provider' })
    }
    return { issuer: issuer.replace(/\/+$/, ''), clientId, ...(clientSecret ? { clientSecret } : {}) }
  }
  if (!isLocalMode(env))
    throw new ApiError(400, embeddedApiErrors.socialNotConfigured, { parameter: 'provider' })
  const localIssuer = (env.LATCH_OIDC_ISSUER || 'http://127.0.0.1:5556').replace(/\/+$/, '')
  return { issuer: localIssuer, clientId: `latch-${provider}` }
}

/**
 * The popup callbacks the frame owns: `/popup/oauth/callback` on LATCH_FRAME_ORIGIN, and, for a
 * loopback frame, on the same port of the other loopback name (127.0.0.1 and localhost serve the same frame).
 */
export function frameCallbackUrls(): string[] {
  const origin = new URL(frameOrigin())
  const urls = [new URL('/popup/oauth/callback', origin).href]
  const twin =
    origin.hostname === '127.0.0.1' ? 'localhost' : origin.hostname === 'localhost' ? '127.0.0.1' : null
  if (twin) {
    const other = new URL(origin.href)
    other.hostname = twin
    urls.push(new URL('/popup/oauth/callback', other).href)
  }
  return urls
}
