import { CodeRequest, type VerifyOtpAnswer } from '@/embedded/api/authApi'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { redeemCode } from './internal/challenges'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { mailLoginCode } from './internal/mailLoginCode'
import { approveDevice } from './internal/users'

/**
 * POST /api/auth/device/verify {projectId, challengeId, code}: the device code approves the device
 * and mails the login code (not held back by the cooldown): VERIFY_OTP with its challenge.
 */
export const deviceVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: CodeRequest,
  run: async (input, context): Promise<VerifyOtpAnswer> => {
    await limitRequest(context, requestLimits.emailCodes)
    const device = await redeemCode(context, input, ['device'])
    if (device.userId && device.deviceId) await approveDevice(context, device.userId, device.deviceId)
    return mailLoginCode(context, device)
  },
})
