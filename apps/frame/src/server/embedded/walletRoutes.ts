import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { getAddress, verifyMessage } from 'viem'
import { embeddedApiErrors } from '@/embedded/api/errors'
import {
  type AuthShareAnswer,
  type RecoveryAnswer,
  type UnwrapAnswer,
  UnwrapRequest,
  type WalletCreateAnswer,
  WalletCreateRequest,
  WalletDeviceRequest,
  walletProofMessage,
} from '@/embedded/api/walletApi'
import { ApiError } from '../api/ApiError'
import type { ApiContext } from '../api/ApiRoute'
import { embeddedUnwrapGrants, embeddedWallets } from '../db/schema'
import { openAuthShare, openDataKey, sealedRecoveryShare, sealWallet, shareBytes } from './internal/custody'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { unwrapGrantLifetimeMs } from './internal/lifetimes'
import { requireDevicePassed } from './internal/secondFactor'
import { hashToken, randomToken } from './internal/secrets'
import { requireSession } from './internal/sessions'
import { isDeviceApproved, type UserRow } from './internal/users'
import { getKeyring } from './keyring'

type WalletRow = typeof embeddedWallets.$inferSelect

async function requireApprovedDevice(context: ApiContext, user: UserRow, deviceId: string): Promise<void> {
  if (!(await isDeviceApproved(context.db, user.userId, deviceId)))
    throw new ApiError(403, embeddedApiErrors.deviceNotApproved, { parameter: 'deviceId' })
}

async function requireWallet(context: ApiContext, user: UserRow): Promise<WalletRow> {
  const [wallet] = await context.db
    .select()
    .from(embeddedWallets)
    .where(eq(embeddedWallets.userId, user.userId))
  if (!wallet) throw new ApiError(404, embeddedApiErrors.noWallet)
  return wallet
}

/**
 * POST /api/wallet/create {projectId, address, authShare, recoveryShare, deviceId, proof}, bearer:
 * keeps the auth share (sealed under the KEK) and the recovery share (sealed under a fresh data key,
 * itself sealed under the KEK) of a key made in the frame. `proof` is the key's personal_sign of
 * `Latch embedded wallet <userId>`. 409 when the user has a wallet, or the address is another's.
 */
export const walletCreateRoute = defineEmbeddedRoute({
  method: 'POST',
  input: WalletCreateRequest,
  run: async (input, context): Promise<WalletCreateAnswer> => {
    const { user } = await requireSession(context)
    await requireApprovedDevice(context, user, input.deviceId)
    const authShare = shareBytes(input.authShare)
    if (!authShare)
      throw new ApiError(400, "Invalid parameter 'authShare': must be a base64url share", {
        parameter: 'authShare',
      })
    const recoveryShare = shareBytes(input.recoveryShare)
    if (!recoveryShare)
      throw new ApiError(400, "Invalid parameter 'recoveryShare': must be a base64url share", {
        parameter: 'recoveryShare',
      })
    const address = getAddress(input.address.toLowerCase())
    const signed = await verifyMessage({
      address,
      message: walletProofMessage(user.userId),
      signature: input.proof as `0x${string}`,
    }).catch(() => false)
    if (!signed) throw new ApiError(400, embeddedApiErrors.badProof, { parameter: 'proof' })
    const sealed = await sealWallet(await getKeyring(), authShare, recoveryShare)
    const [created] = await context.db
      .insert(embeddedWallets)
      .values({
        userId: user.userId,
        projectId: context.project.projectId,
        address,
        ...sealed,
        createdAt: context.now(),
      })
      .onConflictDoNothing()
      .returning({ address: embeddedWallets.address })
    if (created) return { address: created.address }
    const [own] = await context.db
      .select()
      .from(embeddedWallets)
      .where(eq(embeddedWallets.userId, user.userId))
    throw new ApiError(409, own ? embeddedApiErrors.walletExists : embeddedApiErrors.addressTaken)
  },
})

/**
 * POST /api/wallet/auth-share {projectId, deviceId}, bearer: the auth share, only for a device the
 * user approved and, where the second factor is on, that passed it (403 otherwise); 404 before the
 * wallet exists.
 */
export const walletAuthShareRoute = defineEmbeddedRoute({
  method: 'POST',
  input: WalletDeviceRequest,
  run: async ({ deviceId }, context): Promise<AuthShareAnswer> => {
    const { user } = await requireSession(context)
    await requireApprovedDevice(context, user, deviceId)
    await requireDevicePassed(context, user.userId, deviceId)
    const wallet = await requireWallet(context, user)
    return { address: wallet.address, authShare: await openAuthShare(await getKeyring(), wallet) }
  },
})

/**
 * POST /api/wallet/recovery {projectId, deviceId}, bearer: for an approved device without a device
 * share (another host site): the auth share, the recovery share still sealed under the wallet's data
 * key, and a grant (single-use, 60 s, this session's) that unwrap trades for the key. So this answer
 * holds one usable share, and unwrap's none.
 */
export const walletRecoveryRoute = defineEmbeddedRoute({
  method: 'POST',
  input: WalletDeviceRequest,
  run: async ({ deviceId }, context): Promise<RecoveryAnswer> => {
    const { session, user } = await requireSession(context)
    await requireApprovedDevice(context, user, deviceId)
    await requireDevicePassed(context, user.userId, deviceId)
    const wallet = await requireWallet(context, user)
    const now = context.now()
    await context.db.delete(embeddedUnwrapGrants).where(lt(embeddedUnwrapGrants.expiresAt, now))
    const grant = randomToken()
    await context.db.insert(embeddedUnwrapGrants).values({
      grantHash: hashToken(grant),
      sessionId: session.sessionId,
      userId: user.userId,
      expiresAt: new Date(now.getTime() + unwrapGrantLifetimeMs),
    })
    return {
      address: wallet.address,
      authShare: await openAuthShare(await getKeyring(), wallet),
      sealedRecoveryShare: sealedRecoveryShare(wallet),
      grant,
    }
  },
})

/**
 * POST /api/wallet/unwrap {projectId, grant}, bearer: the wallet's data key (base64url) for a grant
 * of this session, once, within 60 s; else 403 'The grant is invalid, used or expired'.
 */
export const walletUnwrapRoute = defineEmbeddedRoute({
  method: 'POST',
  input: UnwrapRequest,
  run: async ({ grant }, context): Promise<UnwrapAnswer> => {
    const { session, user } = await requireSession(context)
    const [used] = await context.db
      .update(embeddedUnwrapGrants)
      .set({ usedAt: context.now() })
      .where(
        and(
          eq(embeddedUnwrapGrants.grantHash, hashToken(grant)),
          eq(embeddedUnwrapGrants.sessionId, session.sessionId),
          eq(embeddedUnwrapGrants.userId, user.userId),
          isNull(embeddedUnwrapGrants.usedAt),
          gt(embeddedUnwrapGrants.expiresAt, context.now()),
        ),
      )
      .returning()
    if (!used) throw new ApiError(403, embeddedApiErrors.grantInvalid, { parameter: 'grant' })
    const wallet = await requireWallet(context, user)
    return { recoveryKey: await openDataKey(await getKeyring(), wallet) }
  },
})
