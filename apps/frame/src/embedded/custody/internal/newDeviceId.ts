import { toBase64Url } from '../../crypto/sealedShare'

/**
 * 16 random bytes as base64url: 22 characters, 128 bits, enough never to collide.
 *
 * @example
 * newDeviceId() // 'q8Zr0v3Yl6xE4pN1sJd9Wg'
 */
export function newDeviceId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
}
