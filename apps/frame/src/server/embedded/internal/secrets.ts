import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A random id or token of `bytes` random bytes, base64url (16 bytes: 22 characters, 32: 43). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** What the database keeps of a 256-bit token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A 6-digit code, uniformly drawn. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * What the database keeps of a code: an HMAC under a key derived from the KEK, bound to its
 * challenge, since a plain hash of six digits is undone by trying all million.
 */
export function hashCode(codeKey: Uint8Array, challengeId: string, code: string): string {
  return createHmac('sha256', codeKey).update(`${challengeId}:${code}`).digest('hex')
}

/** Two hex hashes compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}
