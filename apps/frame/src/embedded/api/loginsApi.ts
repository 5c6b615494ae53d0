import { z } from 'zod'
import { FarcasterVerifyRequest, SocialVerifyRequest } from './authApi'
import { AnySocialProvider, ProjectIdField, plainText } from './fields'

// The logins that reach one embedded wallet (/api/auth/logins*), shared by the frame and the server.

/** What kind of login: the account's email, a social account, or a passkey. */
export const LoginKind = z.enum(['email', 'social', 'passkey'])
export type LoginKind = z.infer<typeof LoginKind>

/**
 * One login of the wallet: `id` names it within its kind (the address, `provider:subject`, the
 * passkey's credential id); `label` is what the visitor knows it by (the address, the account's
 * name at the provider, the passkey's name).
 */
export const Login = z.object({
  kind: LoginKind,
  id: z.string().max(1400),
  provider: AnySocialProvider.optional(),
  label: z.string().max(320),
  createdAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
})
export type Login = z.infer<typeof Login>

/** GET /api/auth/logins, and what changing them answers: every login, oldest first. */
export const LoginsAnswer = z.object({ logins: z.array(Login) })
export type LoginsAnswer = z.infer<typeof LoginsAnswer>

/** POST /api/auth/logins/remove, bearer: one login fewer, never the last. */
export const LoginRemoveRequest = z.object({
  projectId: ProjectIdField,
  kind: LoginKind,
  id: plainText(1400).pipe(z.string().min(1)),
})
export type LoginRemoveRequest = z.infer<typeof LoginRemoveRequest>

/**
 * POST /api/auth/logins/social, bearer: a social account linked to the session's wallet, proven by
 * the code its popup received as at login (the frame's verifier and nonce with it).
 */
export const SocialLinkRequest = SocialVerifyRequest.omit({ deviceId: true })
export type SocialLinkRequest = z.infer<typeof SocialLinkRequest>

/** POST /api/auth/farcaster/link, bearer: a channel of this server's, whose approval links the account. */
export const FarcasterLinkRequest = FarcasterVerifyRequest.omit({ deviceId: true })
export type FarcasterLinkRequest = z.infer<typeof FarcasterLinkRequest>

/** Not yet (ask again), or the wallet's logins with the Farcaster account among them. */
export const FarcasterLinkAnswer = z.union([z.object({ state: z.literal('pending') }), LoginsAnswer])
export type FarcasterLinkAnswer = z.infer<typeof FarcasterLinkAnswer>
