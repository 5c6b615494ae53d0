import { z } from 'zod'
import { AuthenticationCredential, RegistrationCredential } from '@/embedded/api/passkeyApi'

// The three messages between the frame and the passkey popup it opens where the ceremony cannot run
// in the frame (docs/passkeys.md). Shared by both sides so they cannot drift.

/** Where the passkey popup lives, at the relying party's origin. */
export const passkeyPopupPath = '/popup/passkey'

/**
 * What a ceremony does: make a passkey for a new wallet, log in with one, add one to the wallet open,
 * or prove the wallet's user anew with one of its own (before its key is shown).
 */
export const PasskeyPurpose = z.enum(['register', 'login', 'add', 'reauth'])
export type PasskeyPurpose = z.infer<typeof PasskeyPurpose>

/** The popup, mounted, tells the frame that opened it that it can take the ceremony. */
export const PasskeyPopupReady = z.object({ type: z.literal('latch:passkey-popup:ready') })
export type PasskeyPopupReady = z.infer<typeof PasskeyPopupReady>

/** The frame's answer to ready: the ceremony's options, under an id the answer must repeat. */
export const PasskeyPopupRequest = z.object({
  type: z.literal('latch:passkey-popup:request'),
  id: z.string().min(1).max(100),
  purpose: PasskeyPurpose,
  /** The host page's origin, which the frame's connection checked, shown as text. */
  host: z.string().max(300),
  options: z.looseObject({ challenge: z.string().max(128) }),
})
export type PasskeyPopupRequest = z.infer<typeof PasskeyPopupRequest>

/** The ceremony's credential, or why there is none (a PasskeyError's reason). */
export const PasskeyPopupAnswer = z.object({
  type: z.literal('latch:passkey-popup:answer'),
  id: z.string().min(1).max(100),
  result: z.union([
    z.object({ credential: z.union([RegistrationCredential, AuthenticationCredential]) }),
    z.object({ failure: z.enum(['cancelled', 'unsupported']) }),
  ]),
})
export type PasskeyPopupAnswer = z.infer<typeof PasskeyPopupAnswer>
