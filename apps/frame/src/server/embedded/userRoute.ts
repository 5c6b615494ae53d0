import { ProjectOnlyRequest, type UserAnswer } from '@/embedded/api/authApi'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { requireSession } from './internal/sessions'
import { userAnswer } from './internal/users'

/** GET /api/auth/user?projectId=…, bearer: the session's user. */
export const userRoute = defineEmbeddedRoute({
  method: 'GET',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<UserAnswer> => {
    const { session, user } = await requireSession(context)
    return { user: await userAnswer(context.db, user, session.loginMethod) }
  },
})
