import { sha256 } from '@noble/hashes/sha2'

/**
 * NEP-413's tag, 2^31 + 413, written before the payload: no NEAR transaction's bytes start with a
 * number this large, so a signed message can never be replayed as a transaction.
 */
export const nep413Tag = 2 ** 31 + 413

/** What a NEAR wallet signs for NEP-413's signMessage. */
export type Nep413Message = {
  message: string
  /** Who the signature is for: an account id or a domain. */
  recipient: string
  /** 32 bytes the dapp chose, so that no two signatures of the same text are alike. */
  nonce: Uint8Array
  callbackUrl?: string | undefined
}

const utf8 = new TextEncoder()

function u32(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}

// Borsh's string: its UTF-8 length as a little-endian u32, then the bytes.
const borshString = (text: string) => {
  const bytes = utf8.encode(text)
  return [u32(bytes.length), bytes]
}

/**
 * The 32 bytes a NEP-413 signature signs: SHA-256 of the tag (a little-endian u32) followed by the
 * Borsh serialization of `{ message: string, nonce: [u8; 32], recipient: string, callbackUrl:
 * Option<string> }` (docs/methods.md#near-parameters).
 *
 * @example
 * ed25519.sign(nep413Hash({ message: 'hi', recipient: 'app.example', nonce }), secretKey)
 */
export function nep413Hash(input: Nep413Message): Uint8Array {
  if (input.nonce.length !== 32) throw new Error('A NEP-413 nonce is 32 bytes')
  const parts = [
    u32(nep413Tag),
    ...borshString(input.message),
    input.nonce,
    ...borshString(input.recipient),
    ...(input.callbackUrl === undefined
      ? [Uint8Array.of(0)]
      : [Uint8Array.of(1), ...borshString(input.callbackUrl)]),
  ]
  const payload = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    payload.set(part, offset)
    offset += part.length
  }
  return sha256(payload)
}
