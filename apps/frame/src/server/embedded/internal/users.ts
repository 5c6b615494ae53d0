import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { AuthUser } from '@/embedded/api/authApi'
import { AnySocialProvider } from '@/embedded/api/fields'
import type { ApiContext } from '../../api/ApiRoute'
import type { Database } from '../../db/Database'
import { embeddedDevices, embeddedUsers, embeddedWallets } from '../../db/schema'

export type UserRow = typeof embeddedUsers.$inferSelect

/** The project's user with this (lower-cased) email, if any. */
export async function findUserByEmail(context: ApiContext, email: string): Promise<UserRow | undefined> {
  const [user] = await context.db
    .select()
    .from(embeddedUsers)
    .where(and(eq(embeddedUsers.projectId, context.project.projectId), eq(embeddedUsers.email, email)))
  return user
}

export async function findUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.userId, userId))
  return user
}

/**
 * The project's user with this email, made when there is none: `isNew` says which. Of two requests
 * making the same user at once, both get the one that was made.
 */
export async function findOrCreateUserByEmail(
  context: ApiContext,
  email: string,
): Promise<{ user: UserRow; isNew: boolean }> {
  const existing = await findUserByEmail(context, email)
  if (existing) return { user: existing, isNew: false }
  const [created] = await context.db
    .insert(embeddedUsers)
    .values({ userId: randomUUID(), projectId: context.project.projectId, email, createdAt: context.now() })
    .onConflictDoNothing()
    .returning()
  if (created) return { user: created, isNew: true }
  const raced = await findUserByEmail(context, email)
  if (!raced) throw new Error(`the user of ${email} vanished while being made`)
  return { user: raced, isNew: false }
}

/** Approves `deviceId` for the user (again is fine). */
export async function approveDevice(context: ApiContext, userId: string, deviceId: string): Promise<void> {
  await context.db
    .insert(embeddedDevices)
    .values({ userId, deviceId, approvedAt: context.now() })
    .onConflictDoNothing()
}

export async function isDeviceApproved(db: Database, userId: string, deviceId: string): Promise<boolean> {
  const rows = await db
    .select({ deviceId: embeddedDevices.deviceId })
    .from(embeddedDevices)
    .where(and(eq(embeddedDevices.userId, userId), eq(embeddedDevices.deviceId, deviceId)))
  return rows.length > 0
}

/** The user as the API answers it; `loginMethod` is the session's ('email' or a social provider). */
export async function userAnswer(db: Database, user: UserRow, loginMethod: string): Promise<AuthUser> {
  const [wallet] = await db
    .select({ address: embeddedWallets.address })
    .from(embeddedWallets)
    .where(eq(embeddedWallets.userId, user.userId))
  const social = AnySocialProvider.safeParse(loginMethod)
  return {
    userId: user.userId,
    email: user.email,
    address: wallet?.address ?? null,
    ...(social.success ? { socialProvider: social.data } : {}),
    ...(user.userName ? { userName: user.userName } : {}),
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
  }
}
