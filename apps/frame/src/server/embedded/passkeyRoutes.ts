import { randomUUID } from 'node:crypto'
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { and, eq } from 'drizzle-orm'
import type { ConnectAnswer, ReauthVerifyAnswer } from '@/embedded/api/authApi'
import { ProjectOnlyRequest } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { LoginsAnswer } from '@/embedded/api/loginsApi'
import {
  PasskeyAddRequest,
  PasskeyLoginRequest,
  type PasskeyOptionsAnswer,
  PasskeyReauthRequest,
  PasskeyRegisterRequest,
} from '@/embedded/api/passkeyApi'
import type { TotpEnableAnswer } from '@/embedded/api/totpApi'
import type { ApiContext } from '../api/ApiRoute'
import { embeddedPasskeys, embeddedUsers } from '../db/schema'
import type { PasskeyPurpose } from '../db/schema/embedded'
import { serverLog } from '../log/serverLog'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { connect } from './internal/connect'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { EmbeddedError } from './internal/EmbeddedError'
import { passkeyCeremonyMs } from './internal/lifetimes'
import { listLogins } from './internal/logins'
import {
  createPasskeyChallenge,
  type PasskeyChallenge,
  redeemPasskeyChallenge,
} from './internal/passkeyChallenges'
import {
  enablePasskeyFactor,
  markDevicePassed,
  passkeyFactorOn,
  refuseWithSecondFactor,
  requireFreshSecondFactor,
} from './internal/secondFactor'
import { markReauthenticated, requireSession } from './internal/sessions'
import { findUser } from './internal/users'
import { passkeyRelyingParty } from './passkeyRelyingParty'

const log = serverLog('embedded')

/** What a verification that threw or said no answers: 401, the reason in the log only. */
function refused(reason: unknown): EmbeddedError {
  log.warn(`a passkey did not verify: ${reason instanceof Error ? reason.message : String(reason)}`)
  return new EmbeddedError(401, embeddedApiErrors.passkeyRefused)
}

/** What every verification requires of a ceremony: its challenge, the relying party, user verification. */
function expectations(challenge: PasskeyChallenge) {
  const rp = passkeyRelyingParty()
  return {
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
  }
}

/** Keeps the options' challenge for its ceremony and answers them with where the ceremony runs. */
async function answerOptions(
  context: ApiContext,
  options: { challenge: string },
  ceremony: { purpose: PasskeyPurpose; userId?: string },
): Promise<PasskeyOptionsAnswer> {
  const challengeId = await createPasskeyChallenge(context, { ...ceremony, challenge: options.challenge })
  return { challengeId, origin: passkeyRelyingParty().origin, options: { ...options } }
}

/** The transports a passkey was stored with (a comma-separated column), as WebAuthn names them. */
function storedTransports(column: string): AuthenticatorTransport[] {
  return column.split(',').filter(Boolean) as AuthenticatorTransport[]
}

/**
 * A new passkey's name, which tells it from the wallet's others in Account settings: 'Passkey', then
 * 'Passkey 2', 'Passkey 3'…, the first not in use.
 */
function passkeyName(inUse: readonly string[]): string {
  const taken = new Set(inUse)
  if (!taken.has('Passkey')) return 'Passkey'
  let number = 2
  while (taken.has(`Passkey ${number}`)) number++
  return `Passkey ${number}`
}

/**
 * Keeps a verified new passkey as a login of `userId` (`loggedIn`: it logs in now); false when the
 * project has its id already.
 */
async function storePasskey(
  context: ApiContext,
  userId: string,
  registration: { credential: WebAuthnCredential; credentialBackedUp: boolean },
  loggedIn: boolean,
): Promise<boolean> {
  const { credential } = registration
  const now = context.now()
  const named = await context.db
    .select({ name: embeddedPasskeys.name })
    .from(embeddedPasskeys)
    .where(eq(embeddedPasskeys.userId, userId))
  const [stored] = await context.db
    .insert(embeddedPasskeys)
    .values({
      projectId: context.project.projectId,
      credentialId: credential.id,
      userId,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      backedUp: registration.credentialBackedUp,
      name: passkeyName(named.map((passkey) => passkey.name)),
      createdAt: now,
      lastUsedAt: loggedIn ? now : null,
    })
    .onConflictDoNothing()
    .returning()
  return stored !== undefined
}

/** The options of a new discoverable passkey for `userId`, its user handle, none of `exclude` again. */
function creationOptions(context: ApiContext, userId: string, exclude: readonly string[] = []) {
  const rp = passkeyRelyingParty()
  // What the visitor's passkey manager lists: the app's name and the day it was made.
  const label = `${context.project.name} (${context.now().toISOString().slice(0, 10)})`
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userID: new TextEncoder().encode(userId),
    userName: label,
    userDisplayName: label,
    timeout: passkeyCeremonyMs,
    attestationType: 'none',
    excludeCredentials: exclude.map((id) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
}

/**
 * POST /api/auth/passkey/register/options {projectId}: the options of a new discoverable passkey
 * for a new wallet (user verification required), its user handle that user's id-to-be.
 */
export const passkeyRegisterOptionsRoute = defineEmbeddedRoute({
  method: 'POST',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<PasskeyOptionsAnswer> => {
    await limitRequest(context, requestLimits.passkeyLogins)
    const userId = randomUUID()
    const options = await creationOptions(context, userId)
    return answerOptions(context, options, { purpose: 'register', userId })
  },
})

/**
 * POST /api/auth/passkey/register/verify: verifies the new passkey (the challenge given, the
 * relying party's origin and id, user verification), makes its user and logs in: CONNECT.
 */
export const passkeyRegisterVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: PasskeyRegisterRequest,
  run: async (input, context): Promise<ConnectAnswer> => {
    await limitRequest(context, requestLimits.passkeyLogins)
    const challenge = await redeemPasskeyChallenge(context, input.challengeId, 'register')
    const verified = await verifyRegistrationResponse({
      // The schema's optional fields admit undefined, which the library's types spell otherwise.
      response: input.credential as RegistrationResponseJSON,
      ...expectations(challenge),
    }).catch((error: unknown) => {
      throw refused(error)
    })
    if (!verified.verified || !challenge.userId) throw refused('not verified')
    const [user] = await context.db
      .insert(embeddedUsers)
      .values({ userId: challenge.userId, projectId: context.project.projectId, createdAt: context.now() })
      .returning()
    if (!user) throw new Error('a passkey user vanished while being made')
    if (!(await storePasskey(context, user.userId, verified.registrationInfo, true))) {
      // The authenticator gave an id the project already has: no second owner for it.
      await context.db.delete(embeddedUsers).where(eq(embeddedUsers.userId, user.userId))
      throw refused('a credential id already registered')
    }
    return connect(context, { user, isNew: true, deviceId: input.deviceId, loginMethod: 'passkey' })
  },
})

/**
 * POST /api/auth/passkey/login/options {projectId}: the options of a login with any passkey of the
 * relying party (the visitor's passkey manager offers theirs), user verification required.
 */
export const passkeyLoginOptionsRoute = defineEmbeddedRoute({
  method: 'POST',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<PasskeyOptionsAnswer> => {
    await limitRequest(context, requestLimits.passkeyLogins)
    const rp = passkeyRelyingParty()
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      userVerification: 'required',
      timeout: passkeyCeremonyMs,
    })
    return answerOptions(context, options, { purpose: 'login' })
  },
})

/**
 * POST /api/auth/passkey/login/verify: verifies an assertion against the stored passkey (the
 * challenge given, once; the origin, relying-party id and host page; user verification; a signature
 * counter that only goes up) and logs in as its user: CONNECT. A passkey this project does not know
 * answers 401.
 */
export const passkeyLoginVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: PasskeyLoginRequest,
  run: async (input, context): Promise<ConnectAnswer> => {
    await limitRequest(context, requestLimits.passkeyLogins)
    const challenge = await redeemPasskeyChallenge(context, input.challengeId, 'login')
    const passkey = await checkAssertion(context, challenge, input.credential)
    const user = await findUser(context.db, passkey.userId)
    if (!user) throw new EmbeddedError(401, embeddedApiErrors.passkeyUnknown)
    return connect(context, { user, isNew: false, deviceId: input.deviceId, loginMethod: 'passkey' })
  },
})

/**
 * Checks an assertion against the stored passkey (the challenge given, once; the origin,
 * relying-party id and host page; user verification; a signature counter that only goes up) and
 * moves its counter on. Answers the passkey; one this project does not know is 401, as is one not
 * of `owner` when the ceremony must be that user's.
 */
async function checkAssertion(
  context: ApiContext,
  challenge: PasskeyChallenge,
  credential: PasskeyLoginRequest['credential'],
  owner?: string,
) {
  const key = and(
    eq(embeddedPasskeys.projectId, context.project.projectId),
    eq(embeddedPasskeys.credentialId, credential.id),
  )
  const [passkey] = await context.db.select().from(embeddedPasskeys).where(key)
  if (!passkey) throw new EmbeddedError(401, embeddedApiErrors.passkeyUnknown)
  if (owner !== undefined && passkey.userId !== owner) throw refused('a passkey of another user')
  const verified = await verifyAuthenticationResponse({
    response: credential as AuthenticationResponseJSON,
    ...expectations(challenge),
    // Run inside the frame, the ceremony's top origin is the host page, which must be one the project allows.
    expectedTopOrigin: context.origin,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: storedTransports(passkey.transports),
    },
  }).catch((error: unknown) => {
    throw refused(error)
  })
  if (!verified.verified) throw refused('not verified')
  const { userHandle } = credential.response
  if (userHandle && isoBase64URL.toUTF8String(userHandle) !== passkey.userId)
    throw refused('another user handle')
  const [updated] = await context.db
    .update(embeddedPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: context.now() })
    // A counter moved by a login at the same moment makes this one a replay: refused.
    .where(and(key, eq(embeddedPasskeys.counter, passkey.counter)))
    .returning()
  if (!updated) throw refused('the signature counter moved meanwhile')
  return updated
}

/**
 * POST /api/auth/passkey/reauth/options {projectId}, bearer: the options of an assertion by one of
 * the session's wallet's own passkeys, which proves its user anew before the frame shows the private
 * key, as a fresh email code does (docs/passkeys.md). 400 when the wallet has no passkey.
 */
export const passkeyReauthOptionsRoute = defineEmbeddedRoute({
  method: 'POST',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<PasskeyOptionsAnswer> => {
    const { user } = await requireSession(context)
    await limitRequest(context, requestLimits.passkeyLogins)
    const own = await context.db
      .select({ credentialId: embeddedPasskeys.credentialId, transports: embeddedPasskeys.transports })
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.userId, user.userId))
    if (own.length === 0) throw new EmbeddedError(400, embeddedApiErrors.noPasskey)
    await refuseWithSecondFactor(context, user, 'passkey')
    const options = await generateAuthenticationOptions({
      rpID: passkeyRelyingParty().rpId,
      userVerification: 'required',
      timeout: passkeyCeremonyMs,
      allowCredentials: own.map((passkey) => ({
        id: passkey.credentialId,
        transports: storedTransports(passkey.transports),
      })),
    })
    return answerOptions(context, options, { purpose: 'reauth', userId: user.userId })
  },
})

/**
 * POST /api/auth/passkey/reauth/verify {projectId, challengeId, credential, deviceId?}, bearer: an
 * assertion of one of the session's own wallet's passkeys, for this session's own challenge; answers
 * when the session proved its user anew. Another wallet's passkey, or another session's challenge,
 * is 401. Where the passkey is the wallet's second factor, `deviceId` has passed it.
 */
export const passkeyReauthVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: PasskeyReauthRequest,
  run: async (input, context): Promise<ReauthVerifyAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.passkeyLogins)
    await checkOwnAssertion(context, user.userId, input)
    if (input.deviceId && (await passkeyFactorOn(context.db, user.userId)))
      await markDevicePassed(context, user.userId, input.deviceId)
    return markReauthenticated(context, session.sessionId)
  },
})

/**
 * POST /api/auth/passkey/second-factor {projectId, challengeId, credential, deviceId?}, bearer: an
 * assertion of one of the wallet's passkeys (reauth/options) makes the passkeys its second factor;
 * answers the recovery codes, this once. The session counts as proved anew, and `deviceId` as having
 * passed the factor. 409 when a factor is on.
 */
export const passkeySecondFactorRoute = defineEmbeddedRoute({
  method: 'POST',
  input: PasskeyReauthRequest,
  run: async (input, context): Promise<TotpEnableAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.loginChanges)
    await checkOwnAssertion(context, user.userId, input)
    const answer = await enablePasskeyFactor(context, user)
    if (input.deviceId) await markDevicePassed(context, user.userId, input.deviceId)
    await markReauthenticated(context, session.sessionId)
    return answer
  },
})

// An assertion of one of the user's own passkeys, for a challenge fetched by that user.
async function checkOwnAssertion(context: ApiContext, userId: string, input: PasskeyReauthRequest) {
  const challenge = await redeemPasskeyChallenge(context, input.challengeId, 'reauth')
  if (challenge.userId !== userId) throw refused('a challenge of another user')
  await checkAssertion(context, challenge, input.credential, userId)
}

/**
 * POST /api/auth/passkey/add/options {projectId}, bearer: the options of another passkey for the
 * session's wallet, none of its passkeys again (docs/passkeys.md#linked-logins).
 */
export const passkeyAddOptionsRoute = defineEmbeddedRoute({
  method: 'POST',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<PasskeyOptionsAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.passkeyLogins)
    await requireFreshSecondFactor(context, session, user.userId)
    const existing = await context.db
      .select({ credentialId: embeddedPasskeys.credentialId })
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.userId, user.userId))
    const options = await creationOptions(
      context,
      user.userId,
      existing.map((passkey) => passkey.credentialId),
    )
    return answerOptions(context, options, { purpose: 'add', userId: user.userId })
  },
})

/**
 * POST /api/auth/passkey/add/verify, bearer: verifies the new passkey as registration does, for the
 * session's own user only, and keeps it as a login of the wallet. Answers the logins.
 */
export const passkeyAddVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: PasskeyAddRequest,
  run: async (input, context): Promise<LoginsAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.passkeyLogins)
    await requireFreshSecondFactor(context, session, user.userId)
    const challenge = await redeemPasskeyChallenge(context, input.challengeId, 'add')
    if (challenge.userId !== user.userId) throw refused('a challenge of another user')
    const verified = await verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      ...expectations(challenge),
    }).catch((error: unknown) => {
      throw refused(error)
    })
    if (!verified.verified) throw refused('not verified')
    if (!(await storePasskey(context, user.userId, verified.registrationInfo, false)))
      throw refused('a credential id already registered')
    return listLogins(context.db, user)
  },
})
