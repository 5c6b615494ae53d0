import { randomUUID } from 'node:crypto'
import type { AnySocialProvider } from '@latch/shared-types'
import { and, eq } from 'drizzle-orm'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { EmailAddress, stripControlCharacters } from '@/embedded/api/fields'
import type { ApiContext } from '../../api/ApiRoute'
import { embeddedIdentities, embeddedUsers } from '../../db/schema'
import { EmbeddedError } from './EmbeddedError'
import type { IdentityClaims } from './oidcClient'
import { findUser, findUserByEmail, type UserRow } from './users'

/**
 * The user of a social identity (provider, sub), made when new: linked to the project's account of
 * the same verified email if there is one, else a new account with that email (or none). Its name
 * follows the provider's.
 */
export async function findOrCreateSocialUser(
  context: ApiContext,
  provider: AnySocialProvider,
  claims: IdentityClaims,
): Promise<{ user: UserRow; isNew: boolean }> {
  const { db, project } = context
  const userName = claimName(claims)
  const linked = await findIdentity(context, provider, claims.sub)
  if (linked) return { user: await rename(context, linked, userName), isNew: false }
  const email = claims.email_verified === true ? EmailAddress.safeParse(claims.email) : undefined
  const address = email?.success ? email.data : null
  let user = address ? await findUserByEmail(context, address) : undefined
  let isNew = false
  if (!user) {
    ;[user] = await db
      .insert(embeddedUsers)
      .values({
        userId: randomUUID(),
        projectId: project.projectId,
        email: address,
        userName,
        createdAt: context.now(),
      })
      .onConflictDoNothing()
      .returning()
    isNew = user !== undefined
    user ??= address ? await findUserByEmail(context, address) : undefined
    if (!user) throw new Error('a social user vanished while being made')
  }
  await db
    .insert(embeddedIdentities)
    .values({
      projectId: project.projectId,
      provider,
      subject: claims.sub,
      userId: user.userId,
      createdAt: context.now(),
    })
    .onConflictDoNothing()
  // Of two first logins at once, both end up as the user the identity was linked to.
  const owner = (await findIdentity(context, provider, claims.sub)) ?? user
  return { user: await rename(context, owner, userName), isNew: isNew && owner.userId === user.userId }
}

/**
 * Links a social identity (provider, sub) to `user`'s wallet as another login. An identity that
 * already opens another wallet is refused (409), never moved: the visitor removes it there first.
 * Linking one the wallet has already changes nothing.
 */
export async function linkSocialIdentity(
  context: ApiContext,
  user: UserRow,
  provider: AnySocialProvider,
  subject: string,
): Promise<void> {
  await context.db
    .insert(embeddedIdentities)
    .values({
      projectId: context.project.projectId,
      provider,
      subject,
      userId: user.userId,
      createdAt: context.now(),
    })
    .onConflictDoNothing()
  // The row that stands, whoever wrote it: a link to another wallet at the same moment wins or loses whole.
  const owner = await findIdentity(context, provider, subject)
  if (owner?.userId !== user.userId) throw new EmbeddedError(409, embeddedApiErrors.loginElsewhere)
}

async function findIdentity(
  context: ApiContext,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [identity] = await context.db
    .select({ userId: embeddedIdentities.userId })
    .from(embeddedIdentities)
    .where(
      and(
        eq(embeddedIdentities.projectId, context.project.projectId),
        eq(embeddedIdentities.provider, provider),
        eq(embeddedIdentities.subject, subject),
      ),
    )
  return identity ? findUser(context.db, identity.userId) : undefined
}

async function rename(context: ApiContext, user: UserRow, userName: string | null): Promise<UserRow> {
  if (!userName || user.userName === userName) return user
  const [renamed] = await context.db
    .update(embeddedUsers)
    .set({ userName })
    .where(eq(embeddedUsers.userId, user.userId))
    .returning()
  return renamed ?? user
}

/** The name a social login gives, as plain text: control characters dropped, at most 100 characters. */
function claimName(claims: IdentityClaims): string | null {
  const raw = typeof claims.name === 'string' ? claims.name : claims.preferred_username
  if (typeof raw !== 'string') return null
  const clean = stripControlCharacters(raw).trim().slice(0, 100)
  return clean === '' ? null : clean
}
