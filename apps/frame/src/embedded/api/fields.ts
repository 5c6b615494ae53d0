import { allSocialProviders } from '@latch/shared-types'
import { z } from 'zod'

// The fields the embedded wallet's API shares between its requests. Every string refuses control
// characters (NUL included), so nothing the API stores or mails can carry one.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/

/** `text` without its control characters. */
export function stripControlCharacters(text: string): string {
  return text.replace(new RegExp(controlCharacters.source, 'g'), '')
}

/** A string of at most `max` characters without control characters. */
export function plainText(max: number) {
  return z
    .string()
    .max(max)
    .refine((text) => !controlCharacters.test(text), 'must not contain control characters')
}

/** An email address, trimmed and lower-cased before it is checked. */
export const EmailAddress = plainText(320)
  .transform((text) => text.trim().toLowerCase())
  .pipe(z.email().max(254))
export type EmailAddress = z.infer<typeof EmailAddress>

/** The frame's id of a browser profile's storage, kept beside its device share: 16 to 64 of [A-Za-z0-9_-]. */
export const DeviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 of A-Z a-z 0-9 _ -')
export type DeviceId = z.infer<typeof DeviceId>

/** A challenge the server made (a code mailed, a device to approve): 128 random bits, base64url. */
export const ChallengeId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be a challenge id')
export type ChallengeId = z.infer<typeof ChallengeId>

/** A mailed code: six digits. */
export const Code = z.string().regex(/^\d{6}$/, 'must be 6 digits')
export type Code = z.infer<typeof Code>

/** An access or refresh token, or an unwrap grant: 256 random bits, base64url (43 characters). */
export const Token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a token')
export type Token = z.infer<typeof Token>

/** A Shamir share of the wallet key (shamir-secret-sharing's bytes), base64url. */
export const ShareText = z.string().regex(/^[A-Za-z0-9_-]{2,700}$/, 'must be a base64url share')
export type ShareText = z.infer<typeof ShareText>

/** The social logins the frame offers: the protocol's list (docs/behaviour.md#entities). */
export { SocialProvider } from '@latch/protocol'

/** A social login of a session: the OAuth ones, or Farcaster (docs/farcaster.md). */
export const AnySocialProvider = z.enum(allSocialProviders)
export type AnySocialProvider = z.infer<typeof AnySocialProvider>

/** A 0x address, any case. */
export const HexAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
export type HexAddress = z.infer<typeof HexAddress>

/** A 65-byte signature, 0x hex. */
export const HexSignature = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte 0x signature')
export type HexSignature = z.infer<typeof HexSignature>

/** A projectId as every /api call carries it. */
export const ProjectIdField = plainText(128)
