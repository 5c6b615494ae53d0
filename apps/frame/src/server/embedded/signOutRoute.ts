import { ProjectOnlyRequest, type SignOutAnswer } from '@/embedded/api/authApi'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { requireSession, revokeSession } from './internal/sessions'

/** POST /api/auth/signout {projectId}, bearer: revokes the session (its access and refresh tokens). */
export const signOutRoute = defineEmbeddedRoute({
  method: 'POST',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<SignOutAnswer> => {
    const { session } = await requireSession(context)
    await revokeSession(context, session.sessionId)
    return { signedOut: true }
  },
})
