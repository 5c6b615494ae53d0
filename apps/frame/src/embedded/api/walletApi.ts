import { z } from 'zod'
import { SealedShare } from '../crypto/sealedShare'
import { DeviceId, HexAddress, HexSignature, ProjectIdField, ShareText, Token } from './fields'

// Requests and answers of the embedded wallet's /api/wallet/* routes (all bearer). The device share
// has no field anywhere: it never leaves the frame.

/** The text the new key signs (EIP-191 personal_sign) to prove it belongs to `address`. */
export function walletProofMessage(userId: string): string {
  return `Latch embedded wallet ${userId}`
}

/** POST /api/wallet/create: the auth and recovery shares of a key made in the frame. */
export const WalletCreateRequest = z.object({
  projectId: ProjectIdField,
  address: HexAddress,
  authShare: ShareText,
  recoveryShare: ShareText,
  deviceId: DeviceId,
  proof: HexSignature,
})
export type WalletCreateRequest = z.infer<typeof WalletCreateRequest>

/** The wallet's address, checksummed. */
export const WalletCreateAnswer = z.object({ address: HexAddress })
export type WalletCreateAnswer = z.infer<typeof WalletCreateAnswer>

/** POST /api/wallet/auth-share and /api/wallet/recovery */
export const WalletDeviceRequest = z.object({ projectId: ProjectIdField, deviceId: DeviceId })
export type WalletDeviceRequest = z.infer<typeof WalletDeviceRequest>

/** The auth share, released to a session of the user on one of its approved devices. */
export const AuthShareAnswer = z.object({ address: HexAddress, authShare: ShareText })
export type AuthShareAnswer = z.infer<typeof AuthShareAnswer>

/**
 * For a device without a share: the auth share, the recovery share still sealed under the wallet's
 * data key, and a grant (single-use, 60 s, this session only) that unwrap trades for that key.
 */
export const RecoveryAnswer = z.object({
  address: HexAddress,
  authShare: ShareText,
  sealedRecoveryShare: SealedShare,
  grant: Token,
})
export type RecoveryAnswer = z.infer<typeof RecoveryAnswer>

/** POST /api/wallet/unwrap */
export const UnwrapRequest = z.object({ projectId: ProjectIdField, grant: Token })
export type UnwrapRequest = z.infer<typeof UnwrapRequest>

/** The wallet's data key (32 bytes, base64url): importShareKey it and openShare the sealed recovery share. */
export const UnwrapAnswer = z.object({ recoveryKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })
export type UnwrapAnswer = z.infer<typeof UnwrapAnswer>
