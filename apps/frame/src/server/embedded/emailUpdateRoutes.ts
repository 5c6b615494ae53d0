import { eq } from 'drizzle-orm'
import {
  CodeRequest,
  type EmailUpdateAnswer,
  EmailUpdateRequest,
  type EmailUpdateVerifyAnswer,
} from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { ApiError } from '../api/ApiError'
import type { ApiContext } from '../api/ApiRoute'
import { embeddedUsers } from '../db/schema'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { createChallenge, redeemCode } from './internal/challenges'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { isUniqueViolation } from './internal/isUniqueViolation'
import { requireSession } from './internal/sessions'
import { findUser, findUserByEmail, type UserRow, userAnswer } from './internal/users'

/**
 * POST /api/auth/email/update {projectId, email}, bearer: starts moving the account to a new
 * address. A code goes to the current address (VERIFY_PRIMARY_OTP); an account without one goes
 * straight to the new address's code (VERIFY_SECONDARY_OTP). 409 when another account of the
 * project has the address, 400 when it is the account's own.
 */
export const emailUpdateRoute = defineEmbeddedRoute({
  method: 'POST',
  input: EmailUpdateRequest,
  run: async ({ email }, context): Promise<EmailUpdateAnswer> => {
    await limitRequest(context, requestLimits.emailCodes)
    const { session, user } = await requireSession(context)
    if (user.email === email) throw new ApiError(400, embeddedApiErrors.sameEmail, { parameter: 'email' })
    await refuseTaken(context, user, email)
    const common = { userId: user.userId, sessionId: session.sessionId, newEmail: email }
    if (!user.email) {
      const challengeId = await createChallenge(context, { ...common, kind: 'update_secondary', email })
      return { action: 'VERIFY_SECONDARY_OTP', challengeId }
    }
    const challengeId = await createChallenge(context, {
      ...common,
      kind: 'update_primary',
      email: user.email,
    })
    return { action: 'VERIFY_PRIMARY_OTP', challengeId }
  },
})

/**
 * POST /api/auth/email/update/verify {projectId, challengeId, code}, bearer: the current address's
 * code mails one to the new address (VERIFY_SECONDARY_OTP, not held back by the cooldown); the new
 * address's code moves the account there and answers the user.
 */
export const emailUpdateVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: CodeRequest,
  run: async (input, context): Promise<EmailUpdateVerifyAnswer> => {
    const { session, user } = await requireSession(context)
    const challenge = await redeemCode(
      context,
      input,
      ['update_primary', 'update_secondary'],
      session.sessionId,
    )
    const newEmail = challenge.newEmail ?? ''
    await refuseTaken(context, user, newEmail)
    if (challenge.kind === 'update_primary') {
      const challengeId = await createChallenge(context, {
        kind: 'update_secondary',
        email: newEmail,
        userId: user.userId,
        sessionId: session.sessionId,
        newEmail,
        exempt: true,
      })
      return { action: 'VERIFY_SECONDARY_OTP', challengeId }
    }
    const [moved] = await context.db
      .update(embeddedUsers)
      .set({ email: newEmail })
      .where(eq(embeddedUsers.userId, user.userId))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ApiError(409, embeddedApiErrors.emailTaken)
        throw error
      })
    return {
      user: await userAnswer(
        context.db,
        moved ?? (await findUser(context.db, user.userId)) ?? user,
        session.loginMethod,
      ),
    }
  },
})

async function refuseTaken(context: ApiContext, user: UserRow, email: string): Promise<void> {
  const other = await findUserByEmail(context, email)
  if (other && other.userId !== user.userId) throw new ApiError(409, embeddedApiErrors.emailTaken)
}
