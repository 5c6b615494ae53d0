import { z } from 'zod'

/**
 * A key share encrypted with AES-256-GCM: a fresh 12-byte IV and the ciphertext with its 16-byte tag
 * appended (WebCrypto's layout), both base64url. The frame and the server seal and open shares in
 * this one format, so a share sealed on one side opens on the other.
 */
export const SealedShare = z.object({
  iv: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
  ciphertext: z.string().regex(/^[A-Za-z0-9_-]{22,2000}$/),
})
export type SealedShare = z.infer<typeof SealedShare>

/** Base64url without padding, the encoding of every binary value the embedded wallet sends. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The bytes of a base64url string; throws on any other character. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new TypeError('Not base64url')
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * Encrypts `share` under `key` (an AES-GCM CryptoKey, extractable or not) with a fresh IV.
 *
 * @example
 * const sealed = await sealShare(key, share) // { iv: 'q1…', ciphertext: 'Zm…' }
 */
export async function sealShare(key: CryptoKey, share: Uint8Array): Promise<SealedShare> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share)),
  )
  return { iv: toBase64Url(iv), ciphertext: toBase64Url(ciphertext) }
}

/**
 * Decrypts a sealed share; rejects when the key is wrong or the ciphertext was changed.
 *
 * @example
 * const share = await openShare(key, sealed)
 */
export async function openShare(key: CryptoKey, sealed: SealedShare): Promise<Uint8Array<ArrayBuffer>> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(sealed.iv) },
    key,
    fromBase64Url(sealed.ciphertext),
  )
  return new Uint8Array(plain)
}

/**
 * An AES-256-GCM key from 32 raw bytes (a data key the server unwrapped for the frame).
 *
 * @example
 * const key = await importShareKey(fromBase64Url(recoveryKey))
 */
export function importShareKey(raw: Uint8Array, extractable = false): Promise<CryptoKey> {
  if (raw.length !== 32) throw new TypeError('A share key is 32 bytes')
  return crypto.subtle.importKey('raw', new Uint8Array(raw), 'AES-GCM', extractable, ['encrypt', 'decrypt'])
}
