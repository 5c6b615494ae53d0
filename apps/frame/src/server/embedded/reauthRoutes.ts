import {
  CodeRequest,
  ProjectOnlyRequest,
  type ReauthStartAnswer,
  type ReauthVerifyAnswer,
} from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { ApiError } from '../api/ApiError'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { createChallenge, redeemCode } from './internal/challenges'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { refuseWithSecondFactor } from './internal/secondFactor'
import { markReauthenticated, requireSession } from './internal/sessions'

/**
 * POST /api/auth/reauth/start {projectId}, bearer: mails a fresh code to the account's address (the
 * cooldown applies), before the frame shows the private key. 400 when the account has no email;
 * 409 when its second factor is on, which alone proves the user then (POST /api/auth/totp/verify).
 */
export const reauthStartRoute = defineEmbeddedRoute({
  method: 'POST',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<ReauthStartAnswer> => {
    await limitRequest(context, requestLimits.emailCodes)
    const { session, user } = await requireSession(context)
    if (!user.email) throw new ApiError(400, embeddedApiErrors.noEmail)
    await refuseWithSecondFactor(context, user, 'mail')
    const challengeId = await createChallenge(context, {
      kind: 'reauth',
      email: user.email,
      userId: user.userId,
      sessionId: session.sessionId,
    })
    return { challengeId }
  },
})

/**
 * POST /api/auth/reauth/verify {projectId, challengeId, code}, bearer: the code of this session's
 * reauth/start; answers when the session proved its user anew.
 */
export const reauthVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: CodeRequest,
  run: async (input, context): Promise<ReauthVerifyAnswer> => {
    const { session } = await requireSession(context)
    await redeemCode(context, input, ['reauth'], session.sessionId)
    return markReauthenticated(context, session.sessionId)
  },
})
