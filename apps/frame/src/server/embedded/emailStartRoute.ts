import { type EmailStartAnswer, EmailStartRequest } from '@/embedded/api/authApi'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { createChallenge } from './internal/challenges'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { findUserByEmail, isDeviceApproved } from './internal/users'

/**
 * POST /api/auth/email/start {projectId, email, deviceId}: mails a login code (VERIFY_OTP), or, for
 * an existing account on a device it has not approved, a device code and link (VERIFY_DEVICE). One
 * mail per address per 30 s: else 429 'Please try again after N seconds'.
 */
export const emailStartRoute = defineEmbeddedRoute({
  method: 'POST',
  input: EmailStartRequest,
  run: async ({ email, deviceId }, context): Promise<EmailStartAnswer> => {
    await limitRequest(context, requestLimits.emailCodes)
    const user = await findUserByEmail(context, email)
    if (user && !(await isDeviceApproved(context.db, user.userId, deviceId))) {
      const challengeId = await createChallenge(context, {
        kind: 'device',
        email,
        userId: user.userId,
        deviceId,
      })
      return { action: 'VERIFY_DEVICE', challengeId }
    }
    const challengeId = await createChallenge(context, {
      kind: 'login',
      email,
      userId: user?.userId ?? null,
      deviceId,
    })
    return { action: 'VERIFY_OTP', challengeId }
  },
})
