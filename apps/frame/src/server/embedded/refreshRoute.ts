import { type RefreshAnswer, RefreshRequest } from '@/embedded/api/authApi'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { rotateSession } from './internal/sessions'

/**
 * POST /api/auth/refresh {projectId, refreshToken}: the session's next tokens. The token given dies;
 * presented again, it revokes the session (401 'Session expired').
 */
export const refreshRoute = defineEmbeddedRoute({
  method: 'POST',
  input: RefreshRequest,
  run: async ({ refreshToken }, context): Promise<RefreshAnswer> => ({
    session: await rotateSession(context, refreshToken),
  }),
})
