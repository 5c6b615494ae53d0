import { implicitAccountKey, isImplicitAccount } from '@latch/protocol/implicitAccountKey'
import { verifyNearSignature } from '@latch/protocol/verifyNearSignature'

/** What a NEAR wallet answers NEP-413's signMessage with (Latch's `near_signMessage`). */
export type NearSignedMessage = {
  accountId: string
  /** `ed25519:` and the base58 key. */
  publicKey: string
  /** base64. */
  signature: string
}

/**
 * Whether a NEP-413 signature (what `near_signMessage` answered) signs `message` for `recipient`
 * with `nonce` (and `callbackUrl`, where the dapp gave one) by `signed.publicKey`, and, for an
 * implicit account (64 hex characters, as Latch's embedded wallet has), whether that key is the
 * account's. For a named account (`alice.near`), also ask the chain whether the key is one of its
 * full access keys (NEAR's `view_access_key`): only the chain knows. Check on your server that the
 * nonce is one you issued and have not seen before.
 *
 * @example
 * import { verifyNearSignedMessage } from '@latch/sdk/server'
 *
 * const ok = verifyNearSignedMessage({
 *   signed, // { accountId, publicKey, signature } from near_signMessage
 *   message: 'Sign in to shop.example',
 *   recipient: 'shop.example',
 *   nonce, // the 32 bytes you sent
 * })
 */
export function verifyNearSignedMessage(input: {
  signed: NearSignedMessage
  message: string
  recipient: string
  nonce: Uint8Array
  callbackUrl?: string | undefined
}): boolean {
  const { signed, ...message } = input
  if (!verifyNearSignature({ ...message, publicKey: signed.publicKey, signature: signed.signature }))
    return false
  if (!isImplicitAccount(signed.accountId)) return true
  // An implicit account's id is its key in hex: no other key can sign for it.
  return implicitAccountKey(signed.accountId) === signed.publicKey
}
