import { and, asc, eq } from 'drizzle-orm'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { AnySocialProvider } from '@/embedded/api/fields'
import type { Login, LoginKind, LoginsAnswer } from '@/embedded/api/loginsApi'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import type { ApiContext } from '../../api/ApiRoute'
import type { Database, DatabaseTransaction } from '../../db/Database'
import { embeddedIdentities, embeddedPasskeys, embeddedUsers } from '../../db/schema'
import { EmbeddedError } from './EmbeddedError'
import { passkeyFactorOn } from './secondFactor'
import type { UserRow } from './users'

const iso = (date: Date | null) => date?.toISOString() ?? null

/** Every login that reaches the user's wallet: its email, its social accounts, its passkeys. */
export async function listLogins(db: Database | DatabaseTransaction, user: UserRow): Promise<LoginsAnswer> {
  const [identities, passkeys] = await Promise.all([
    db
      .select()
      .from(embeddedIdentities)
      .where(eq(embeddedIdentities.userId, user.userId))
      .orderBy(asc(embeddedIdentities.createdAt)),
    db
      .select()
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.userId, user.userId))
      .orderBy(asc(embeddedPasskeys.createdAt)),
  ])
  const logins: Login[] = []
  if (user.email)
    logins.push({
      kind: 'email',
      id: user.email,
      label: user.email,
      createdAt: iso(user.createdAt),
      lastUsedAt: null,
    })
  for (const identity of identities) {
    const provider = AnySocialProvider.safeParse(identity.provider)
    if (!provider.success) continue
    logins.push({
      kind: 'social',
      id: `${identity.provider}:${identity.subject}`,
      provider: provider.data,
      label: socialProviderNames[provider.data],
      createdAt: iso(identity.createdAt),
      lastUsedAt: null,
    })
  }
  for (const passkey of passkeys)
    logins.push({
      kind: 'passkey',
      id: passkey.credentialId,
      label: passkey.name,
      createdAt: iso(passkey.createdAt),
      lastUsedAt: iso(passkey.lastUsedAt),
    })
  return { logins }
}

/**
 * Removes one login of the user's wallet and answers the logins left: 404 when it is not one of
 * them, 409 when it is the last, so that no wallet is left that nobody can log in to. The user's row
 * is locked meanwhile: of two removals at once, the second sees what the first left.
 */
export async function removeLogin(
  context: ApiContext,
  userId: string,
  login: { kind: LoginKind; id: string },
): Promise<LoginsAnswer> {
  return context.db.transaction(async (tx) => {
    const byId = eq(embeddedUsers.userId, userId)
    const [user] = await tx.select().from(embeddedUsers).where(byId).for('update')
    if (!user) throw new EmbeddedError(404, embeddedApiErrors.loginNotFound, { parameter: 'id' })
    const { logins } = await listLogins(tx, user)
    if (!logins.some((candidate) => candidate.kind === login.kind && candidate.id === login.id))
      throw new EmbeddedError(404, embeddedApiErrors.loginNotFound, { parameter: 'id' })
    if (logins.length < 2) throw new EmbeddedError(409, embeddedApiErrors.lastLogin)
    // A passkey factor needs a passkey: the last one goes only once the factor is off.
    if (
      login.kind === 'passkey' &&
      logins.filter((candidate) => candidate.kind === 'passkey').length < 2 &&
      (await passkeyFactorOn(tx, userId))
    )
      throw new EmbeddedError(409, embeddedApiErrors.lastPasskeyFactor)
    if (login.kind === 'email') await tx.update(embeddedUsers).set({ email: null }).where(byId)
    else if (login.kind === 'passkey')
      await tx
        .delete(embeddedPasskeys)
        .where(and(eq(embeddedPasskeys.userId, userId), eq(embeddedPasskeys.credentialId, login.id)))
    else {
      const at = login.id.indexOf(':')
      await tx
        .delete(embeddedIdentities)
        .where(
          and(
            eq(embeddedIdentities.userId, userId),
            eq(embeddedIdentities.provider, login.id.slice(0, at)),
            eq(embeddedIdentities.subject, login.id.slice(at + 1)),
          ),
        )
    }
    return listLogins(tx, login.kind === 'email' ? { ...user, email: null } : user)
  })
}
