import {
  type ConnectAnswer,
  type SocialAuthorizeAnswer,
  SocialAuthorizeRequest,
  SocialVerifyRequest,
} from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { type LoginsAnswer, SocialLinkRequest } from '@/embedded/api/loginsApi'
import { ApiError } from '../api/ApiError'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { connect } from './internal/connect'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { listLogins } from './internal/logins'
import { authorizationUrl, exchangeCode } from './internal/oidcClient'
import { requireFreshSecondFactor } from './internal/secondFactor'
import { requireSession } from './internal/sessions'
import { findOrCreateSocialUser, linkSocialIdentity } from './internal/socialUsers'
import { frameCallbackUrls, socialProviderConfig } from './socialProviderConfig'

function checkRedirectUri(redirectUri: string): void {
  if (!frameCallbackUrls().includes(redirectUri))
    throw new ApiError(400, embeddedApiErrors.redirectUri, { parameter: 'redirectUri' })
}

/**
 * POST /api/auth/social/authorize {projectId, provider, redirectUri, codeChallenge, state, nonce}:
 * the provider's authorization URL (code flow, PKCE S256, scope openid email profile) for the
 * frame's popup. redirectUri must be the frame's own popup callback.
 */
export const socialAuthorizeRoute = defineEmbeddedRoute({
  method: 'POST',
  input: SocialAuthorizeRequest,
  run: async ({ provider, redirectUri, codeChallenge, state, nonce }): Promise<SocialAuthorizeAnswer> => {
    const config = socialProviderConfig(provider)
    checkRedirectUri(redirectUri)
    return { url: await authorizationUrl(config, { redirectUri, codeChallenge, state, nonce }) }
  },
})

/**
 * POST /api/auth/social/verify {projectId, provider, code, codeVerifier, redirectUri, nonce,
 * deviceId}: trades the popup's code, verifies the ID token, and logs in as the user of (provider,
 * sub) (findOrCreateSocialUser). The device is approved: CONNECT.
 */
export const socialVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: SocialVerifyRequest,
  run: async (input, context): Promise<ConnectAnswer> => {
    await limitRequest(context, requestLimits.socialLogins)
    const config = socialProviderConfig(input.provider)
    checkRedirectUri(input.redirectUri)
    const claims = await exchangeCode(config, input)
    const { user, isNew } = await findOrCreateSocialUser(context, input.provider, claims)
    return connect(context, { user, isNew, deviceId: input.deviceId, loginMethod: input.provider })
  },
})

/**
 * POST /api/auth/logins/social {projectId, provider, code, codeVerifier, redirectUri, nonce}, bearer:
 * trades the popup's code as a login does and links that social account to the session's wallet
 * (docs/passkeys.md#linked-logins); one that opens another wallet is 409. Answers the logins.
 */
export const socialLinkRoute = defineEmbeddedRoute({
  method: 'POST',
  input: SocialLinkRequest,
  run: async (input, context): Promise<LoginsAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.loginChanges)
    await requireFreshSecondFactor(context, session, user.userId)
    const config = socialProviderConfig(input.provider)
    checkRedirectUri(input.redirectUri)
    const claims = await exchangeCode(config, input)
    await linkSocialIdentity(context, user, input.provider, claims.sub)
    return listLogins(context.db, user)
  },
})
