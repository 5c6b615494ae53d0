import { ProjectOnlyRequest, type ReauthVerifyAnswer } from '@/embedded/api/authApi'
import {
  TotpCodeRequest,
  TotpDisableRequest,
  type TotpEnableAnswer,
  TotpSendLimitRequest,
  type TotpSetupAnswer,
  type TotpStatusAnswer,
} from '@/embedded/api/totpApi'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import {
  checkSecondFactor,
  checkSecondFactorProof,
  disableTotp,
  enableTotp,
  markDevicePassed,
  secondFactorStatus,
  setSendLimit,
  setUpTotp,
} from './internal/secondFactor'
import { markReauthenticated, requireSession } from './internal/sessions'

// The second factor, an authenticator app or a passkey (docs/passkeys.md#second-factor).

/** GET /api/auth/totp?projectId=…, bearer: whether the session's user has the factor on, and codes left. */
export const totpStatusRoute = defineEmbeddedRoute({
  method: 'GET',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<TotpStatusAnswer> => {
    const { user } = await requireSession(context)
    return secondFactorStatus(context.db, user.userId)
  },
})

/** POST /api/auth/totp/setup {projectId}, bearer: a new secret for the app; the factor stays off until enabled. */
export const totpSetupRoute = defineEmbeddedRoute({
  method: 'POST',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<TotpSetupAnswer> => {
    const { user } = await requireSession(context)
    await limitRequest(context, requestLimits.loginChanges)
    return setUpTotp(context, user)
  },
})

/**
 * POST /api/auth/totp/enable {projectId, code, deviceId?}, bearer: the app's first code turns the
 * factor on; answers the recovery codes, this once. The session counts as proved anew, and the
 * device as having passed the factor.
 */
export const totpEnableRoute = defineEmbeddedRoute({
  method: 'POST',
  input: TotpCodeRequest,
  run: async ({ code, deviceId }, context): Promise<TotpEnableAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.loginChanges)
    const answer = await enableTotp(context, user, code)
    if (deviceId) await markDevicePassed(context, user.userId, deviceId)
    await markReauthenticated(context, session.sessionId)
    return answer
  },
})

/**
 * POST /api/auth/totp/verify {projectId, code, deviceId?}, bearer: the app's code or a recovery code
 * proves the session's user anew, as reauth/verify does for a mailed code, and lets `deviceId` (a
 * new device's login) have its share of the key.
 */
export const totpVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: TotpCodeRequest,
  run: async ({ code, deviceId }, context): Promise<ReauthVerifyAnswer> => {
    const { session, user } = await requireSession(context)
    await checkSecondFactor(context, user, code)
    if (deviceId) await markDevicePassed(context, user.userId, deviceId)
    return markReauthenticated(context, session.sessionId)
  },
})

/**
 * POST /api/auth/totp/disable {projectId, code?}, bearer: a code of the factor turns it off, or, for
 * a passkey factor, none after one of the wallet's passkeys confirmed the session (reauth/verify).
 */
export const totpDisableRoute = defineEmbeddedRoute({
  method: 'POST',
  input: TotpDisableRequest,
  run: async ({ code }, context): Promise<TotpStatusAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.loginChanges)
    await checkSecondFactorProof(context, session, user, code)
    await disableTotp(context, user.userId)
    return secondFactorStatus(context.db, user.userId)
  },
})

/**
 * POST /api/auth/totp/send-limit {projectId, code?, sendLimitUsd}, bearer: a code of the factor (or a
 * passkey factor's fresh confirmation, as for disable) sets the worth over which a send asks for it
 * (null: none); 409 while the factor is off.
 */
export const totpSendLimitRoute = defineEmbeddedRoute({
  method: 'POST',
  input: TotpSendLimitRequest,
  run: async ({ code, sendLimitUsd }, context): Promise<TotpStatusAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.loginChanges)
    await checkSecondFactorProof(context, session, user, code)
    await setSendLimit(context.db, user.userId, sendLimitUsd)
    return secondFactorStatus(context.db, user.userId)
  },
})
