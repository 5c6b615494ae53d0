import { sha256 } from '@noble/hashes/sha2'
import { implicitAccountKey, isImplicitAccount } from './implicitAccountKey'
import type { Nep413Message } from './nep413Hash'
import { parseSignInMessage } from './signInMessage'
import { verifyNearSignature } from './verifyNearSignature'

/**
 * What a NEAR account signs (NEP-413) to sign in with `message`, a NEAR sign-in text of
 * createSignInMessage('near'): the text itself, for the site it names (`recipient`: its domain), with
 * the SHA-256 of its nonce as NEP-413's 32-byte nonce, so that the text alone says everything the
 * signature covers (docs/namespaces.md#sign-in-with-near). Undefined for a text that is not one, or
 * names no nonce.
 *
 * @example
 * const payload = nearSignInPayload(text) // { message: text, recipient: 'localhost:5173', nonce }
 */
export function nearSignInPayload(message: string): Nep413Message | undefined {
  return payloadOf(message)?.payload
}

// The sign-in's account and NEP-413 payload, from one reading of the text.
function payloadOf(message: string): { address: string; payload: Nep413Message } | undefined {
  const fields = parseSignInMessage('near', message)
  if (!fields?.nonce) return undefined
  const nonce = sha256(new TextEncoder().encode(fields.nonce))
  return { address: fields.address, payload: { message, recipient: fields.domain, nonce } }
}

/**
 * Whether `signature` (base64, as NEAR wallets answer NEP-413's signMessage) signs the NEAR sign-in
 * `message` (nearSignInPayload) by the key of `address`. Only an implicit account (64 hex digits) can
 * be checked here: its id is its key. A named account's keys are for its chain to say, so it is
 * refused. False, never a throw.
 *
 * @example
 * verifyNearSignIn({ message, signature, address: '6f1c…' }) // true
 */
export function verifyNearSignIn(input: { message: string; signature: string; address: string }): boolean {
  const signIn = payloadOf(input.message)
  if (!signIn || signIn.address !== input.address || !isImplicitAccount(input.address)) return false
  return verifyNearSignature({
    ...signIn.payload,
    publicKey: implicitAccountKey(input.address),
    signature: input.signature,
  })
}
