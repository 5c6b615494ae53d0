import { randomInt } from 'node:crypto'
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import { embeddedApiErrors, lockedError } from '@/embedded/api/errors'
import {
  recoveryCodeCount,
  type SecondFactorKind,
  type TotpEnableAnswer,
  type TotpSetupAnswer,
  type TotpStatusAnswer,
} from '@/embedded/api/totpApi'
import { openShare, SealedShare, sealShare } from '@/embedded/crypto/sealedShare'
import { ApiError } from '../../api/ApiError'
import type { ApiContext } from '../../api/ApiRoute'
import type { Database, DatabaseTransaction } from '../../db/Database'
import { embeddedDevices, embeddedPasskeys, embeddedRecoveryCodes, embeddedTotp } from '../../db/schema'
import { getKeyring } from '../keyring'
import { matchTotp, newTotpSecret, toBase32, totpUri } from '../totp'
import { EmbeddedError } from './EmbeddedError'
import { secondFactorFreshMs } from './lifetimes'
import { hashCode } from './secrets'
import type { UserRow } from './users'

type TotpRow = typeof embeddedTotp.$inferSelect

/** Wrong codes in a row that lock the factor, and for how long (docs/passkeys.md#second-factor). */
export const maxSecondFactorFailures = 5
export const secondFactorLockMs = 15 * 60_000

async function findTotp(db: Database | DatabaseTransaction, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(embeddedTotp).where(eq(embeddedTotp.userId, userId))
  return row
}

/** Whether the user's second factor is on, and how many of its recovery codes are unused. */
export async function secondFactorStatus(db: Database, userId: string): Promise<TotpStatusAnswer> {
  const row = await findTotp(db, userId)
  if (!row?.confirmedAt) return { enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null }
  const [left] = await db
    .select({ n: count() })
    .from(embeddedRecoveryCodes)
    .where(and(eq(embeddedRecoveryCodes.userId, userId), isNull(embeddedRecoveryCodes.usedAt)))
  return {
    enabled: true,
    kind: row.kind,
    recoveryCodesLeft: left?.n ?? 0,
    sendLimitUsd: row.sendLimitCents === null ? null : row.sendLimitCents / 100,
  }
}

/** The worth in USD over which the user's sends ask for a code (after `checkSecondFactor`); null for none. */
export async function setSendLimit(db: Database, userId: string, sendLimitUsd: number | null): Promise<void> {
  await db
    .update(embeddedTotp)
    .set({ sendLimitCents: sendLimitUsd === null ? null : Math.round(sendLimitUsd * 100) })
    .where(eq(embeddedTotp.userId, userId))
}

/**
 * A new authenticator secret for the user, replacing one not yet confirmed; 409 when the factor is
 * on. It stays off until a code of the app confirms it (`enableTotp`).
 */
export async function setUpTotp(context: ApiContext, user: UserRow): Promise<TotpSetupAnswer> {
  const existing = await findTotp(context.db, user.userId)
  if (existing?.confirmedAt) throw new ApiError(409, embeddedApiErrors.totpOn)
  const secret = newTotpSecret()
  const sealedSecret = JSON.stringify(await sealShare((await getKeyring()).kek, secret))
  const row = {
    kind: 'totp' as const,
    sealedSecret,
    confirmedAt: null,
    usedStep: 0,
    failures: 0,
    lockedUntil: null,
  }
  await context.db
    .insert(embeddedTotp)
    .values({ userId: user.userId, createdAt: context.now(), ...row })
    .onConflictDoUpdate({ target: embeddedTotp.userId, set: { ...row, createdAt: context.now() } })
  const account = user.email ?? user.userName ?? 'Embedded wallet'
  return { secret: toBase32(secret), uri: totpUri({ secret, issuer: context.project.name, account }) }
}

/**
 * Turns the factor on with the first code of the app, and answers its recovery codes: made here,
 * shown this once, kept only as HMACs. Wrong codes count toward the lock as any other.
 */
export async function enableTotp(
  context: ApiContext,
  user: UserRow,
  code: string,
): Promise<TotpEnableAnswer> {
  const row = await findTotp(context.db, user.userId)
  if (row?.kind !== 'totp') throw new ApiError(409, embeddedApiErrors.totpNotSetUp)
  if (row.confirmedAt) throw new ApiError(409, embeddedApiErrors.totpOn)
  await acceptTotp(context, row, code)
  await context.db
    .update(embeddedTotp)
    .set({ confirmedAt: context.now() })
    .where(eq(embeddedTotp.userId, user.userId))
  return { recoveryCodes: await newRecoveryCodes(context, user.userId) }
}

/**
 * Turns on one of the wallet's passkeys as its second factor (after the route checked an assertion
 * of one), and answers its recovery codes as `enableTotp` does. 409 when a factor is on; 400 when
 * the wallet has no passkey.
 */
export async function enablePasskeyFactor(context: ApiContext, user: UserRow): Promise<TotpEnableAnswer> {
  const existing = await findTotp(context.db, user.userId)
  if (existing?.confirmedAt) throw new ApiError(409, embeddedApiErrors.totpOn)
  const [passkey] = await context.db
    .select({ userId: embeddedPasskeys.userId })
    .from(embeddedPasskeys)
    .where(eq(embeddedPasskeys.userId, user.userId))
    .limit(1)
  if (!passkey) throw new EmbeddedError(400, embeddedApiErrors.noPasskey)
  const row = {
    kind: 'passkey' as const,
    sealedSecret: null,
    confirmedAt: context.now(),
    usedStep: 0,
    failures: 0,
    lockedUntil: null,
    sendLimitCents: null,
  }
  await context.db
    .insert(embeddedTotp)
    .values({ userId: user.userId, createdAt: context.now(), ...row })
    .onConflictDoUpdate({ target: embeddedTotp.userId, set: { ...row, createdAt: context.now() } })
  return { recoveryCodes: await newRecoveryCodes(context, user.userId) }
}

/** The factor's recovery codes, made anew: shown this once, kept only as HMACs. */
async function newRecoveryCodes(context: ApiContext, userId: string): Promise<string[]> {
  const { codeKey } = await getKeyring()
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode)
  await context.db.delete(embeddedRecoveryCodes).where(eq(embeddedRecoveryCodes.userId, userId))
  await context.db.insert(embeddedRecoveryCodes).values(
    recoveryCodes.map((recoveryCode) => ({
      userId,
      codeHash: hashCode(codeKey, userId, normalRecoveryCode(recoveryCode)),
    })),
  )
  return recoveryCodes
}

/**
 * Checks a code of the user's second factor: the app's current code (once) or an unused recovery
 * code (used up by it); a passkey factor has recovery codes only. 409 when the factor is off; 429
 * while it is locked; a wrong code is 400, and the fifth in a row locks it.
 */
export async function checkSecondFactor(context: ApiContext, user: UserRow, code: string): Promise<void> {
  const row = await findTotp(context.db, user.userId)
  if (!row?.confirmedAt) throw new ApiError(409, embeddedApiErrors.totpOff)
  requireUnlocked(context, row)
  if (/^\d{6}$/.test(code))
    return row.kind === 'totp' ? acceptTotp(context, row, code) : countFailure(context, row)
  const { codeKey } = await getKeyring()
  const [used] = await context.db
    .update(embeddedRecoveryCodes)
    .set({ usedAt: context.now() })
    .where(
      and(
        eq(embeddedRecoveryCodes.userId, user.userId),
        eq(embeddedRecoveryCodes.codeHash, hashCode(codeKey, user.userId, normalRecoveryCode(code))),
        isNull(embeddedRecoveryCodes.usedAt),
      ),
    )
    .returning()
  if (!used) return countFailure(context, row)
  await context.db.update(embeddedTotp).set({ failures: 0 }).where(eq(embeddedTotp.userId, user.userId))
}

/** Turns the factor off (after `checkSecondFactor`): its secret and recovery codes are deleted. */
export async function disableTotp(context: ApiContext, userId: string): Promise<void> {
  await context.db.delete(embeddedRecoveryCodes).where(eq(embeddedRecoveryCodes.userId, userId))
  await context.db.delete(embeddedTotp).where(eq(embeddedTotp.userId, userId))
}

/**
 * A change the factor guards, proved by `code` (`checkSecondFactor`) or, without one, by a passkey
 * factor that confirmed this session in the last five minutes (`requireFreshSecondFactor`). Without
 * a code, an authenticator app's factor is 400 naming `code`.
 */
export async function checkSecondFactorProof(
  context: ApiContext,
  session: { reauthenticatedAt: Date | null },
  user: UserRow,
  code: string | undefined,
): Promise<void> {
  if (code !== undefined) return checkSecondFactor(context, user, code)
  const row = await findTotp(context.db, user.userId)
  if (!row?.confirmedAt) throw new ApiError(409, embeddedApiErrors.totpOff)
  if (row.kind !== 'passkey')
    throw new EmbeddedError(400, embeddedApiErrors.invalidCode, { parameter: 'code' })
  await requireFreshSecondFactor(context, session, user.userId)
}

/** Whether the user's second factor is on and is one of the wallet's passkeys. */
export async function passkeyFactorOn(db: Database | DatabaseTransaction, userId: string): Promise<boolean> {
  const row = await findTotp(db, userId)
  return Boolean(row?.confirmedAt) && row?.kind === 'passkey'
}

/**
 * Records that the user's device passed the second factor now; a device the user has not approved
 * is 403, as the wallet's routes answer it.
 */
export async function markDevicePassed(context: ApiContext, userId: string, deviceId: string): Promise<void> {
  const [marked] = await context.db
    .update(embeddedDevices)
    .set({ secondFactorAt: context.now() })
    .where(and(eq(embeddedDevices.userId, userId), eq(embeddedDevices.deviceId, deviceId)))
    .returning()
  if (!marked) throw new ApiError(403, embeddedApiErrors.deviceNotApproved, { parameter: 'deviceId' })
}

/**
 * 403 'This wallet asks for the code of its authenticator app' (with `secondFactor: 'totp'`) when
 * the user's second factor is on and this device has not passed it since: a login on a new device
 * gets no share of the key before the app's code.
 */
export async function requireDevicePassed(
  context: ApiContext,
  userId: string,
  deviceId: string,
): Promise<void> {
  const row = await findTotp(context.db, userId)
  if (!row?.confirmedAt) return
  const [device] = await context.db
    .select({ passedAt: embeddedDevices.secondFactorAt })
    .from(embeddedDevices)
    .where(and(eq(embeddedDevices.userId, userId), eq(embeddedDevices.deviceId, deviceId)))
  if (device?.passedAt && device.passedAt >= row.confirmedAt) return
  throw factorRequired(row.kind)
}

/** What the factor's guards answer: 403 with its text and which factor it is. */
function factorRequired(kind: SecondFactorKind): EmbeddedError {
  return new EmbeddedError(403, factorText(kind), { secondFactor: kind })
}

const factorText = (kind: SecondFactorKind) =>
  kind === 'passkey' ? embeddedApiErrors.passkeyRequired : embeddedApiErrors.totpRequired

/**
 * 403 'This wallet asks for the code of its authenticator app' (with `secondFactor: 'totp'`) when
 * the user's second factor is on and this session has not given a code of it in the last five
 * minutes: adding, linking or removing a login needs one, so that a stolen session cannot make
 * itself a way back in.
 */
export async function requireFreshSecondFactor(
  context: ApiContext,
  session: { reauthenticatedAt: Date | null },
  userId: string,
): Promise<void> {
  const row = await findTotp(context.db, userId)
  if (!row?.confirmedAt) return
  const at = session.reauthenticatedAt
  const fresh = at && at >= row.confirmedAt && context.now().getTime() - at.getTime() <= secondFactorFreshMs
  if (!fresh) throw factorRequired(row.kind)
}

/**
 * 409 with the factor's text when the user's second factor is on and `proof` is not it: a mailed
 * code no longer proves the user alone, nor a passkey beside an authenticator app
 * (docs/passkeys.md#second-factor).
 */
export async function refuseWithSecondFactor(
  context: ApiContext,
  user: UserRow,
  proof: 'mail' | 'passkey',
): Promise<void> {
  const [row] = await context.db
    .select({ kind: embeddedTotp.kind })
    .from(embeddedTotp)
    .where(and(eq(embeddedTotp.userId, user.userId), isNotNull(embeddedTotp.confirmedAt)))
  if (!row || row.kind === proof) return
  throw new ApiError(409, factorText(row.kind))
}

async function acceptTotp(context: ApiContext, row: TotpRow, code: string): Promise<void> {
  requireUnlocked(context, row)
  if (row.sealedSecret === null) return countFailure(context, row)
  const secret = await openShare((await getKeyring()).kek, SealedShare.parse(JSON.parse(row.sealedSecret)))
  const step = matchTotp(secret, code, context.now(), row.usedStep)
  if (step === null) return countFailure(context, row)
  // Only one request may spend a step: a second one racing with the same code finds it spent.
  const [accepted] = await context.db
    .update(embeddedTotp)
    .set({ usedStep: step, failures: 0 })
    .where(and(eq(embeddedTotp.userId, row.userId), lt(embeddedTotp.usedStep, step)))
    .returning()
  if (!accepted) return countFailure(context, row)
}

function requireUnlocked(context: ApiContext, row: TotpRow): void {
  const left = (row.lockedUntil?.getTime() ?? 0) - context.now().getTime()
  if (left > 0) throw locked(left)
}

const locked = (ms: number) =>
  new EmbeddedError(429, lockedError(Math.ceil(ms / 60_000)), { retryAfterSeconds: Math.ceil(ms / 1000) })

async function countFailure(context: ApiContext, row: TotpRow): Promise<never> {
  const failures = row.failures + 1
  const locks = failures >= maxSecondFactorFailures
  await context.db
    .update(embeddedTotp)
    .set(
      locks
        ? { failures: 0, lockedUntil: new Date(context.now().getTime() + secondFactorLockMs) }
        : { failures },
    )
    .where(eq(embeddedTotp.userId, row.userId))
  if (locks) throw locked(secondFactorLockMs)
  throw new EmbeddedError(400, embeddedApiErrors.invalidCode, {
    parameter: 'code',
    attemptsLeft: maxSecondFactorFailures - failures,
  })
}

const recoveryAlphabet = 'abcdefghijklmnopqrstuvwxyz234567'

/** Ten letters of base32, 50 random bits, in two groups: read off paper without ambiguity. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(32)]).join('')
  return `${letters.slice(0, 5)}-${letters.slice(5)}`
}

/** A recovery code as hashed: lower case, no separator, however it was typed. */
function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[-\s]/g, '')
}
