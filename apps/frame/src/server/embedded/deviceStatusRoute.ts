import { type DeviceStatusAnswer, DeviceStatusRequest } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { loadChallenge } from './internal/challenges'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { EmbeddedError } from './internal/EmbeddedError'
import { maxCodeAttempts } from './internal/lifetimes'
import { mailLoginCode } from './internal/mailLoginCode'

/**
 * POST /api/auth/device/status {projectId, challengeId}: whether the device was approved (by the
 * mailed link, or its code); once it is, the login code is mailed (once) and its challenge answered.
 */
export const deviceStatusRoute = defineEmbeddedRoute({
  method: 'POST',
  input: DeviceStatusRequest,
  run: async ({ challengeId }, context): Promise<DeviceStatusAnswer> => {
    const device = await loadChallenge(context, challengeId, ['device'])
    if (device.approvedAt || device.usedAt) return mailLoginCode(context, device)
    if (device.attempts >= maxCodeAttempts) throw new EmbeddedError(429, embeddedApiErrors.tooManyAttempts)
    return { approved: false }
  },
})
