import { CodeRequest, type ConnectAnswer } from '@/embedded/api/authApi'
import { redeemCode } from './internal/challenges'
import { connect } from './internal/connect'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { findOrCreateUserByEmail } from './internal/users'

/**
 * POST /api/auth/email/verify {projectId, challengeId, code}: the login code. The account is made
 * when it is new (the device its first), the device approved, a session opened: CONNECT.
 */
export const emailVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: CodeRequest,
  run: async (input, context): Promise<ConnectAnswer> => {
    const challenge = await redeemCode(context, input, ['login'])
    const { user, isNew } = await findOrCreateUserByEmail(context, challenge.email)
    return connect(context, { user, isNew, deviceId: challenge.deviceId ?? '', loginMethod: 'email' })
  },
})
