import { randomUUID } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { ReauthVerifyAnswer, SessionTokens } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { Token } from '@/embedded/api/fields'
import { ApiError } from '../../api/ApiError'
import type { ApiContext } from '../../api/ApiRoute'
import { embeddedRefreshTokens, embeddedSessions, embeddedUnwrapGrants } from '../../db/schema'
import { accessTokenLifetimeMs, refreshTokenLifetimeMs } from './lifetimes'
import { hashToken, randomToken } from './secrets'
import { findUser, type UserRow } from './users'

export type SessionRow = typeof embeddedSessions.$inferSelect

const sessionExpired = () => new ApiError(401, embeddedApiErrors.sessionExpired)

/**
 * Opens a session for the user: a 15-minute access token and a 30-day refresh token, both 256
 * random bits and stored hashed. Sessions past their refresh expiry (and their tokens and grants)
 * are swept on the way.
 */
export async function openSession(
  context: ApiContext,
  userId: string,
  loginMethod: string,
): Promise<SessionTokens> {
  const { db } = context
  const now = context.now()
  await db.delete(embeddedSessions).where(lt(embeddedSessions.expiresAt, now))
  await db.delete(embeddedUnwrapGrants).where(lt(embeddedUnwrapGrants.expiresAt, now))
  const accessToken = randomToken()
  const refreshToken = randomToken()
  const sessionId = randomUUID()
  const accessExpiresAt = new Date(now.getTime() + accessTokenLifetimeMs)
  const expiresAt = new Date(now.getTime() + refreshTokenLifetimeMs)
  await db.insert(embeddedSessions).values({
    sessionId,
    projectId: context.project.projectId,
    userId,
    loginMethod,
    accessTokenHash: hashToken(accessToken),
    accessExpiresAt,
    expiresAt,
    createdAt: now,
  })
  await db.insert(embeddedRefreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId, expiresAt })
  return { accessToken, refreshToken, accessExpiresAt: accessExpiresAt.toISOString() }
}

/**
 * The session of the request's `authorization: Bearer <accessToken>` and its user, or 401
 * 'Session expired' when the token is missing, unknown, expired, revoked or of another project.
 */
export async function requireSession(context: ApiContext): Promise<{ session: SessionRow; user: UserRow }> {
  const header = context.request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  const token = Token.safeParse(match?.[1])
  if (!token.success) throw sessionExpired()
  const [session] = await context.db
    .select()
    .from(embeddedSessions)
    .where(eq(embeddedSessions.accessTokenHash, hashToken(token.data)))
  const now = context.now().getTime()
  if (
    !session ||
    session.projectId !== context.project.projectId ||
    session.revokedAt ||
    session.accessExpiresAt.getTime() <= now
  )
    throw sessionExpired()
  const user = await findUser(context.db, session.userId)
  if (!user) throw sessionExpired()
  return { session, user }
}

/** Records that the session proved its user anew now (a fresh code or passkey), and answers when. */
export async function markReauthenticated(
  context: ApiContext,
  sessionId: string,
): Promise<ReauthVerifyAnswer> {
  const verifiedAt = context.now()
  await context.db
    .update(embeddedSessions)
    .set({ reauthenticatedAt: verifiedAt })
    .where(eq(embeddedSessions.sessionId, sessionId))
  return { verifiedAt: verifiedAt.toISOString() }
}

/**
 * Trades a refresh token for the session's next tokens. The token dies with its use; presenting a
 * dead one again (a copy was stolen, or the frame raced itself) revokes the whole session.
 */
export async function rotateSession(context: ApiContext, refreshToken: string): Promise<SessionTokens> {
  const { db } = context
  const now = context.now()
  const tokenHash = hashToken(refreshToken)
  const [row] = await db
    .select({ token: embeddedRefreshTokens, session: embeddedSessions })
    .from(embeddedRefreshTokens)
    .innerJoin(embeddedSessions, eq(embeddedSessions.sessionId, embeddedRefreshTokens.sessionId))
    .where(eq(embeddedRefreshTokens.tokenHash, tokenHash))
  if (!row || row.session.projectId !== context.project.projectId || row.session.revokedAt)
    throw sessionExpired()
  if (row.token.usedAt) {
    await revokeSession(context, row.session.sessionId)
    throw sessionExpired()
  }
  if (row.token.expiresAt.getTime() <= now.getTime()) throw sessionExpired()
  const [used] = await db
    .update(embeddedRefreshTokens)
    .set({ usedAt: now })
    .where(and(eq(embeddedRefreshTokens.tokenHash, tokenHash), isNull(embeddedRefreshTokens.usedAt)))
    .returning()
  if (!used) {
    await revokeSession(context, row.session.sessionId)
    throw sessionExpired()
  }
  const accessToken = randomToken()
  const nextRefreshToken = randomToken()
  const accessExpiresAt = new Date(now.getTime() + accessTokenLifetimeMs)
  const expiresAt = new Date(now.getTime() + refreshTokenLifetimeMs)
  await db
    .update(embeddedSessions)
    .set({ accessTokenHash: hashToken(accessToken), accessExpiresAt, expiresAt })
    .where(eq(embeddedSessions.sessionId, row.session.sessionId))
  await db
    .insert(embeddedRefreshTokens)
    .values({ tokenHash: hashToken(nextRefreshToken), sessionId: row.session.sessionId, expiresAt })
  return { accessToken, refreshToken: nextRefreshToken, accessExpiresAt: accessExpiresAt.toISOString() }
}

/** Ends a session: its access and refresh tokens stop working, its grants too. */
export async function revokeSession(context: ApiContext, sessionId: string): Promise<void> {
  await context.db
    .update(embeddedSessions)
    .set({ revokedAt: context.now() })
    .where(and(eq(embeddedSessions.sessionId, sessionId), isNull(embeddedSessions.revokedAt)))
  await context.db.delete(embeddedUnwrapGrants).where(eq(embeddedUnwrapGrants.sessionId, sessionId))
}
