import { z } from 'zod'
import { ChallengeId, DeviceId, ProjectIdField } from './fields'

// Requests and answers of the passkey routes (/api/auth/passkey/*), shared by the frame and the
// server. The credentials are the JSON forms of WebAuthn's PublicKeyCredential (what
// @simplewebauthn/browser returns), bounded so that no field can carry more than an authenticator
// makes.

/** base64url of at most `max` characters. */
function base64Url(max: number) {
  return z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')
}

/** The transports a browser reports; ones it may add later are dropped, not refused. */
const Transports = z
  .array(z.string().max(32))
  .max(8)
  .transform((transports) => transports.filter((transport) => knownTransports.includes(transport)))
const knownTransports: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']

const credentialFields = {
  id: base64Url(1366).min(1),
  rawId: base64Url(1366).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()),
}

/** A new credential (navigator.credentials.create), as JSON. */
export const RegistrationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64Url(4096),
    attestationObject: base64Url(16_384),
    transports: Transports.optional(),
  }),
})
export type RegistrationCredential = z.infer<typeof RegistrationCredential>

/** An assertion (navigator.credentials.get), as JSON. */
export const AuthenticationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64Url(4096),
    authenticatorData: base64Url(4096),
    signature: base64Url(1024),
    userHandle: base64Url(128).optional(),
  }),
})
export type AuthenticationCredential = z.infer<typeof AuthenticationCredential>

/**
 * POST /api/auth/passkey/register/options and /api/auth/passkey/login/options {projectId}: a
 * ceremony's options, and the origin it must run at (the relying party's; where it is not the
 * frame's own, the frame runs it in a popup there: docs/passkeys.md).
 */
export const PasskeyOptionsAnswer = z.object({
  challengeId: ChallengeId,
  origin: z.url({ protocol: /^https?$/ }),
  options: z.looseObject({ challenge: base64Url(128).min(16) }),
})
export type PasskeyOptionsAnswer = z.infer<typeof PasskeyOptionsAnswer>

/** POST /api/auth/passkey/register/verify: the new passkey, which logs in as a new user. */
export const PasskeyRegisterRequest = z.object({
  projectId: ProjectIdField,
  challengeId: ChallengeId,
  credential: RegistrationCredential,
  deviceId: DeviceId,
})
export type PasskeyRegisterRequest = z.infer<typeof PasskeyRegisterRequest>

/** POST /api/auth/passkey/login/verify: an assertion of a passkey the project knows. */
export const PasskeyLoginRequest = z.object({
  projectId: ProjectIdField,
  challengeId: ChallengeId,
  credential: AuthenticationCredential,
  deviceId: DeviceId,
})
export type PasskeyLoginRequest = z.infer<typeof PasskeyLoginRequest>

/** POST /api/auth/passkey/add/verify, bearer: a new passkey for the session's wallet. */
export const PasskeyAddRequest = z.object({
  projectId: ProjectIdField,
  challengeId: ChallengeId,
  credential: RegistrationCredential,
})
export type PasskeyAddRequest = z.infer<typeof PasskeyAddRequest>

/**
 * POST /api/auth/passkey/reauth/verify, bearer: an assertion of the wallet's own passkey, before the
 * key is shown, or as its second factor; `deviceId` then passes that device. Also
 * POST /api/auth/passkey/second-factor, which turns the passkey factor on with one.
 */
export const PasskeyReauthRequest = z.object({
  projectId: ProjectIdField,
  challengeId: ChallengeId,
  credential: AuthenticationCredential,
  deviceId: DeviceId.optional(),
})
export type PasskeyReauthRequest = z.infer<typeof PasskeyReauthRequest>
