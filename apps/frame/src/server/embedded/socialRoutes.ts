import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  type ConnectAnswer,
  type SocialAuthorizeAnswer,
  SocialAuthorizeRequest,
  SocialVerifyRequest,
} from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { EmailAddress, type SocialProvider, stripControlCharacters } from '@/embedded/api/fields'
import { ApiError } from '../api/ApiError'
import type { ApiContext } from '../api/ApiRoute'
import { embeddedIdentities, embeddedUsers } from '../db/schema'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { connect } from './internal/connect'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { authorizationUrl, exchangeCode, type IdentityClaims } from './internal/oidcClient'
import { findUser, findUserByEmail, type UserRow } from './internal/users'
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
 * sub), made when new: linked to the project's account of the same verified email if there is one,
 * else a new account with that email (or none). The device is approved: CONNECT.
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

async function findOrCreateSocialUser(
  context: ApiContext,
  provider: SocialProvider,
  claims: IdentityClaims,
): Promise<{ user: UserRow; isNew: boolean }> {
  const { db, project } = context
  const userName = claimName(claims)
  const linked = await findIdentity(context, provider, claims.sub)
  if (linked) return { user: await rename(context, linked, userName), isNew: false }
  const email = claims.email_verified === true ? EmailAddress.safeParse(claims.email) : undefined
  const address = email?.success ? email.data : null
  let user = address ? await findUserByEmail(context, address) : undefined
  let isNew = false
  if (!user) {
    ;[user] = await db
      .insert(embeddedUsers)
      .values({
        userId: randomUUID(),
        projectId: project.projectId,
        email: address,
        userName,
        createdAt: context.now(),
      })
      .onConflictDoNothing()
      .returning()
    isNew = user !== undefined
    user ??= address ? await findUserByEmail(context, address) : undefined
    if (!user) throw new Error('a social user vanished while being made')
  }
  await db
    .insert(embeddedIdentities)
    .values({
      projectId: project.projectId,
      provider,
      subject: claims.sub,
      userId: user.userId,
      createdAt: context.now(),
    })
    .onConflictDoNothing()
  // Of two first logins at once, both end up as the user the identity was linked to.
  const owner = (await findIdentity(context, provider, claims.sub)) ?? user
  return { user: await rename(context, owner, userName), isNew: isNew && owner.userId === user.userId }
}

async function findIdentity(
  context: ApiContext,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [identity] = await context.db
    .select({ userId: embeddedIdentities.userId })
    .from(embeddedIdentities)
    .where(
      and(
        eq(embeddedIdentities.projectId, context.project.projectId),
        eq(embeddedIdentities.provider, provider),
        eq(embeddedIdentities.subject, subject),
      ),
    )
  return identity ? findUser(context.db, identity.userId) : undefined
}

async function rename(context: ApiContext, user: UserRow, userName: string | null): Promise<UserRow> {
  if (!userName || user.userName === userName) return user
  const [renamed] = await context.db
    .update(embeddedUsers)
    .set({ userName })
    .where(eq(embeddedUsers.userId, user.userId))
    .returning()
  return renamed ?? user
}

/** The name a social login gives, as plain text: control characters dropped, at most 100 characters. */
function claimName(claims: IdentityClaims): string | null {
  const raw = typeof claims.name === 'string' ? claims.name : claims.preferred_username
  if (typeof raw !== 'string') return null
  const clean = stripControlCharacters(raw).trim().slice(0, 100)
  return clean === '' ? null : clean
}
