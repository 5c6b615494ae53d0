import { sha256 } from '@noble/hashes/sha2'
import { implicitAccountKey } from './implicitAccountKey'
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
  const fields = parseSignInMessage('near', message)
  if (!fields?.nonce) return undefined
  return { message, recipient: fields.domain, nonce: sha256(new TextEncoder().encode(fields.nonce)) }
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
  const payload = nearSignInPayload(input.message)
  if (!payload || !/^[0-9a-f]{64}$/.test(input.address)) return false
  if (parseSignInMessage('near', input.message)?.address !== input.address) return false
  return verifyNearSignature({
    ...payload,
    publicKey: implicitAccountKey(input.address),
    signature: input.signature,
  })
}
