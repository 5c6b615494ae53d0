import { eq } from 'drizzle-orm'
import { AccountTypeRequest, type UserAnswer } from '@/embedded/api/authApi'
import { embeddedUsers } from '../db/schema'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { requireSession } from './internal/sessions'
import { userAnswer } from './internal/users'

/**
 * POST /api/auth/user/account-type, bearer: keeps the account the user's host sees, the EOA or the
 * smart account (docs/behaviour.md#entities preferredAccountType), and answers the user with it.
 *
 * @example
 * // body: { projectId: 'latch-dev', preferredAccountType: 'smartAccount' }
 * // → { user: { userId, email, address, preferredAccountType: 'smartAccount' } }
 */
export const userAccountTypeRoute = defineEmbeddedRoute({
  method: 'POST',
  input: AccountTypeRequest,
  run: async ({ preferredAccountType }, context): Promise<UserAnswer> => {
    const { session, user } = await requireSession(context)
    const [updated] = await context.db
      .update(embeddedUsers)
      .set({ preferredAccountType })
      .where(eq(embeddedUsers.userId, user.userId))
      .returning()
    return { user: await userAnswer(context.db, updated ?? user, session.loginMethod) }
  },
})
