import { SecondFactorCode } from '@latch/protocol'
import { z } from 'zod'
import { DeviceId, ProjectIdField } from './fields'

// The second factor (/api/auth/totp/*): an authenticator app, or one of the wallet's passkeys
// (docs/passkeys.md#second-factor); shared by the frame and the server.

/** Which second factor a wallet has: the authenticator app's code, or one of its passkeys. */
export const SecondFactorKind = z.enum(['totp', 'passkey'])
export type SecondFactorKind = z.infer<typeof SecondFactorKind>

/** How many recovery codes a second factor comes with. */
export const recoveryCodeCount = 10

/** A recovery code as shown: ten base32 letters in two groups ('abcde-fghij'). */
export const RecoveryCode = z.string().regex(/^[a-z2-7]{5}-[a-z2-7]{5}$/, 'must be a recovery code')
export type RecoveryCode = z.infer<typeof RecoveryCode>

/**
 * POST /api/auth/totp/enable, /verify and /disable, bearer. `deviceId`: the frame's device, which
 * then counts as having passed the factor (enable and verify).
 */
export const TotpCodeRequest = z.object({
  projectId: ProjectIdField,
  code: SecondFactorCode,
  deviceId: DeviceId.optional(),
})
export type TotpCodeRequest = z.infer<typeof TotpCodeRequest>

/**
 * POST /api/auth/totp/disable, bearer: a code of the factor, or none when the factor is a passkey
 * that confirmed this session in the last five minutes (passkey/reauth/verify).
 */
export const TotpDisableRequest = z.object({ projectId: ProjectIdField, code: z.optional(SecondFactorCode) })
export type TotpDisableRequest = z.infer<typeof TotpDisableRequest>

/** The highest send limit a wallet can set, in USD: beyond it a limit means nothing. */
export const maxSendLimitUsd = 1_000_000_000

/** A send limit in USD, to the cent: sends worth more ask for the factor's code. */
export const SendLimitUsd = z
  .number()
  .finite()
  .min(0, 'must not be negative')
  .max(maxSendLimitUsd, `must be at most ${maxSendLimitUsd}`)
  // 0.1 + 0.2 is not 0.3 in binary: a cent is a cent within a millionth of one.
  .refine((usd) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6, 'must be in whole cents')
export type SendLimitUsd = z.infer<typeof SendLimitUsd>

/**
 * GET /api/auth/totp, and what turning it off or setting the limit answers: whether the factor is
 * on, its codes left, and the worth in USD over which a send asks for a code (null: none).
 */
export const TotpStatusAnswer = z.object({
  enabled: z.boolean(),
  /** Which factor, while it is on. */
  kind: SecondFactorKind.optional(),
  recoveryCodesLeft: z.number().int().min(0).max(recoveryCodeCount),
  sendLimitUsd: SendLimitUsd.nullable(),
})
export type TotpStatusAnswer = z.infer<typeof TotpStatusAnswer>

/** POST /api/auth/totp/setup: the new secret, typed (base32) or scanned (the otpauth URI). */
export const TotpSetupAnswer = z.object({
  secret: z.string().regex(/^[A-Z2-7]{32}$/),
  uri: z.string().startsWith('otpauth://totp/').max(700),
})
export type TotpSetupAnswer = z.infer<typeof TotpSetupAnswer>

/** POST /api/auth/totp/enable: the factor is on; its recovery codes, shown this once. */
export const TotpEnableAnswer = z.object({ recoveryCodes: z.array(RecoveryCode).length(recoveryCodeCount) })
export type TotpEnableAnswer = z.infer<typeof TotpEnableAnswer>

/**
 * POST /api/auth/totp/send-limit, bearer: a code of the factor sets the limit (null: no limit), so
 * that a session alone can neither raise nor remove it; with a passkey factor, the passkey's fresh
 * confirmation stands for the code (as for disable).
 */
export const TotpSendLimitRequest = z.object({
  projectId: ProjectIdField,
  code: z.optional(SecondFactorCode),
  sendLimitUsd: SendLimitUsd.nullable(),
})
export type TotpSendLimitRequest = z.infer<typeof TotpSendLimitRequest>
