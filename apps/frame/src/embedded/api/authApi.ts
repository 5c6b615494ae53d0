import { accountTypes } from '@latch/shared-types'
import { z } from 'zod'
import {
  AnySocialProvider,
  ChallengeId,
  Code,
  DeviceId,
  EmailAddress,
  HexAddress,
  ProjectIdField,
  plainText,
  SocialProvider,
  Token,
} from './fields'

// Requests and answers of the embedded wallet's /api/auth/* routes, shared by the frame and the
// server. Bearer routes read `authorization: Bearer <accessToken>`; every body carries projectId.

/** POST /api/auth/email/start */
export const EmailStartRequest = z.object({
  projectId: ProjectIdField,
  email: EmailAddress,
  deviceId: DeviceId,
})
export type EmailStartRequest = z.infer<typeof EmailStartRequest>

/** What to ask the visitor for next: the device approval (code or link) or the login code. */
export const EmailStartAnswer = z.object({
  action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']),
  challengeId: ChallengeId,
})
export type EmailStartAnswer = z.infer<typeof EmailStartAnswer>

/** POST /api/auth/email/verify, /api/auth/device/verify, /api/auth/reauth/verify, /api/auth/email/update/verify */
export const CodeRequest = z.object({ projectId: ProjectIdField, challengeId: ChallengeId, code: Code })
export type CodeRequest = z.infer<typeof CodeRequest>

/** POST /api/auth/device/status */
export const DeviceStatusRequest = z.object({ projectId: ProjectIdField, challengeId: ChallengeId })
export type DeviceStatusRequest = z.infer<typeof DeviceStatusRequest>

/** The device is approved and the login code mailed: its challenge. */
export const VerifyOtpAnswer = z.object({ action: z.literal('VERIFY_OTP'), challengeId: ChallengeId })
export type VerifyOtpAnswer = z.infer<typeof VerifyOtpAnswer>

/** The answer of device/status: not yet, or approved (by the mailed link) with the login code mailed. */
export const DeviceStatusAnswer = z.union([z.object({ approved: z.literal(false) }), VerifyOtpAnswer])
export type DeviceStatusAnswer = z.infer<typeof DeviceStatusAnswer>

/** A session's tokens: the access token lives 15 minutes, the refresh token 30 days and once. */
export const SessionTokens = z.object({
  accessToken: Token,
  refreshToken: Token,
  accessExpiresAt: z.iso.datetime(),
})
export type SessionTokens = z.infer<typeof SessionTokens>

/**
 * The embedded-wallet user as the frame's auth server answers it; the host gets its own view of the
 * user, @latch/protocol's EmbeddedUser.
 */
export const AuthUser = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  /** Checksummed; null until the wallet is created. */
  address: HexAddress.nullable(),
  /** The social login of this session, when it was one. */
  socialProvider: AnySocialProvider.optional(),
  userName: z.string().optional(),
  /** The account the user chose for the host to see (docs/behaviour.md#entities); absent until chosen. */
  preferredAccountType: z.enum(accountTypes).optional(),
})
export type AuthUser = z.infer<typeof AuthUser>

/** A login that succeeded (email code or social). */
export const ConnectAnswer = z.object({
  action: z.literal('CONNECT'),
  session: SessionTokens,
  user: AuthUser,
  isNewUser: z.boolean(),
})
export type ConnectAnswer = z.infer<typeof ConnectAnswer>

/** POST /api/auth/social/authorize: the frame keeps the verifier, state and nonce in memory. */
export const SocialAuthorizeRequest = z.object({
  projectId: ProjectIdField,
  provider: SocialProvider,
  redirectUri: plainText(300).pipe(z.url()),
  codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a S256 code challenge'),
  state: z.string().regex(/^[A-Za-z0-9._~-]{16,128}$/, 'must be 16 to 128 URL-safe characters'),
  nonce: z.string().regex(/^[A-Za-z0-9._~-]{16,128}$/, 'must be 16 to 128 URL-safe characters'),
})
export type SocialAuthorizeRequest = z.infer<typeof SocialAuthorizeRequest>

/** Where to send the popup. */
export const SocialAuthorizeAnswer = z.object({ url: z.url() })
export type SocialAuthorizeAnswer = z.infer<typeof SocialAuthorizeAnswer>

/** POST /api/auth/social/verify: the code the popup received, with the frame's verifier and nonce. */
export const SocialVerifyRequest = z.object({
  projectId: ProjectIdField,
  provider: SocialProvider,
  code: plainText(2048).pipe(z.string().min(1)),
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier'),
  redirectUri: plainText(300).pipe(z.url()),
  nonce: z.string().regex(/^[A-Za-z0-9._~-]{16,128}$/, 'must be 16 to 128 URL-safe characters'),
  deviceId: DeviceId,
})
export type SocialVerifyRequest = z.infer<typeof SocialVerifyRequest>

/**
 * POST /api/auth/farcaster/channel {projectId}: a channel on the Farcaster relay. The ticket binds
 * the channel to the nonce this server chose (docs/farcaster.md): verify needs it back.
 */
export const FarcasterChannelAnswer = z.object({
  url: z.url({ protocol: /^https?$/ }),
  channelToken: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be a channel token'),
  ticket: z.string().regex(/^[A-Za-z0-9]{8,64}\.[0-9a-f]{64}$/, 'must be a Farcaster ticket'),
})
export type FarcasterChannelAnswer = z.infer<typeof FarcasterChannelAnswer>

/** POST /api/auth/farcaster/verify: has the Farcaster client approved the channel yet? */
export const FarcasterVerifyRequest = z.object({
  projectId: ProjectIdField,
  channelToken: FarcasterChannelAnswer.shape.channelToken,
  ticket: FarcasterChannelAnswer.shape.ticket,
  deviceId: DeviceId,
})
export type FarcasterVerifyRequest = z.infer<typeof FarcasterVerifyRequest>

/** Not yet (ask again), or the login. */
export const FarcasterVerifyAnswer = z.union([z.object({ state: z.literal('pending') }), ConnectAnswer])
export type FarcasterVerifyAnswer = z.infer<typeof FarcasterVerifyAnswer>

/** POST /api/auth/refresh */
export const RefreshRequest = z.object({ projectId: ProjectIdField, refreshToken: Token })
export type RefreshRequest = z.infer<typeof RefreshRequest>

/** The answer of refresh: the session's next tokens (the refresh token given is dead now). */
export const RefreshAnswer = z.object({ session: SessionTokens })
export type RefreshAnswer = z.infer<typeof RefreshAnswer>

/** The body of the bearer routes that take nothing else (signout, reauth/start; user takes it as query). */
export const ProjectOnlyRequest = z.object({ projectId: ProjectIdField })
export type ProjectOnlyRequest = z.infer<typeof ProjectOnlyRequest>

/** POST /api/auth/signout */
export const SignOutAnswer = z.object({ signedOut: z.literal(true) })
export type SignOutAnswer = z.infer<typeof SignOutAnswer>

/** GET /api/auth/user, and the last step of email/update/verify. */
export const UserAnswer = z.object({ user: AuthUser })
export type UserAnswer = z.infer<typeof UserAnswer>

/** POST /api/auth/user/account-type, bearer: the account the user's host sees; answered with UserAnswer. */
export const AccountTypeRequest = z.object({
  projectId: ProjectIdField,
  preferredAccountType: z.enum(accountTypes),
})
export type AccountTypeRequest = z.infer<typeof AccountTypeRequest>

/** POST /api/auth/reauth/start: a fresh code mailed to the account's address. */
export const ReauthStartAnswer = z.object({ challengeId: ChallengeId })
export type ReauthStartAnswer = z.infer<typeof ReauthStartAnswer>

/** POST /api/auth/reauth/verify: when this session last proved its user anew. */
export const ReauthVerifyAnswer = z.object({ verifiedAt: z.iso.datetime() })
export type ReauthVerifyAnswer = z.infer<typeof ReauthVerifyAnswer>

/** POST /api/auth/email/update */
export const EmailUpdateRequest = z.object({ projectId: ProjectIdField, email: EmailAddress })
export type EmailUpdateRequest = z.infer<typeof EmailUpdateRequest>

/** A code mailed to the current address (PRIMARY), or then to the new one (SECONDARY). */
export const EmailUpdateAnswer = z.object({
  action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
  challengeId: ChallengeId,
})
export type EmailUpdateAnswer = z.infer<typeof EmailUpdateAnswer>

/** POST /api/auth/email/update/verify: the next code, or the user with the new address. */
export const EmailUpdateVerifyAnswer = z.union([EmailUpdateAnswer, UserAnswer])
export type EmailUpdateVerifyAnswer = z.infer<typeof EmailUpdateVerifyAnswer>

/** Every refusal: the text, and the parameter at fault or the tries left when there is one. */
const EmbeddedApiError = z.object({
  error: z.string(),
  parameter: z.string().optional(),
  attemptsLeft: z.number().int().optional(),
  retryAfterSeconds: z.number().int().optional(),
})
export type EmbeddedApiError = z.infer<typeof EmbeddedApiError>
