import { ProjectOnlyRequest } from '@/embedded/api/authApi'
import { LoginRemoveRequest, type LoginsAnswer } from '@/embedded/api/loginsApi'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { listLogins, removeLogin } from './internal/logins'
import { requireFreshSecondFactor } from './internal/secondFactor'
import { requireSession } from './internal/sessions'

/** GET /api/auth/logins?projectId=…, bearer: the logins that reach the session's wallet (docs/passkeys.md#linked-logins). */
export const loginsRoute = defineEmbeddedRoute({
  method: 'GET',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<LoginsAnswer> => {
    const { user } = await requireSession(context)
    return listLogins(context.db, user)
  },
})

/**
 * POST /api/auth/logins/remove {projectId, kind, id}, bearer: the wallet can no longer be reached by
 * that login; never the last one (409). Answers the logins left.
 */
export const loginRemoveRoute = defineEmbeddedRoute({
  method: 'POST',
  input: LoginRemoveRequest,
  run: async (input, context): Promise<LoginsAnswer> => {
    const { session, user } = await requireSession(context)
    await limitRequest(context, requestLimits.loginChanges)
    await requireFreshSecondFactor(context, session, user.userId)
    return removeLogin(context, user.userId, input)
  },
})
