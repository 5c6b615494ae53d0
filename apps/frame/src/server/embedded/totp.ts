import { createHmac, randomBytes } from 'node:crypto'

/** Seconds per TOTP step, and the digits of a code: what every authenticator app assumes. */
export const totpPeriodSeconds = 30
const digits = 6
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A fresh TOTP secret: 20 random bytes, as RFC 4226 recommends for HMAC-SHA-1. */
export function newTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20))
}

/** The time step of an instant (RFC 6238: seconds since the epoch over the period). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpPeriodSeconds)
}

/**
 * The 6-digit code of a step (RFC 6238 over RFC 4226's HOTP, HMAC-SHA-1).
 *
 * @example
 * totpCode(secret, totpStep(new Date())) // '287082'
 */
export function totpCode(secret: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', secret).update(counter).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const value = mac.readUInt32BE(offset) & 0x7fffffff
  return String(value % 10 ** digits).padStart(digits, '0')
}

/**
 * The step a code belongs to, when it is the current step's or one step either side (a phone's
 * clock may be off by that much) and later than `usedStep`, the step of the last code accepted: a
 * code works once, however soon it is typed again. Null otherwise.
 */
export function matchTotp(secret: Uint8Array, code: string, at: Date, usedStep: number): number | null {
  const now = totpStep(at)
  for (const step of [now - 1, now, now + 1])
    if (step > usedStep && totpCode(secret, step) === code) return step
  return null
}

/** A secret as authenticator apps take it typed: base32 (RFC 4648), no padding. */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let text = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      text += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) text += alphabet[(value << (5 - bits)) & 31]
  return text
}

/** The bytes of a base32 secret (case and spaces ignored), or null when it is not one. */
export function fromBase32(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of clean) {
    const index = alphabet.indexOf(char)
    if (index < 0) return null
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return new Uint8Array(bytes)
}

/**
 * The `otpauth://totp/…` URI an authenticator app scans from a QR code: the issuer (the app's
 * name) and the account, so that the visitor can tell its codes apart from others'.
 */
export function totpUri(input: { secret: Uint8Array; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`
  const query = new URLSearchParams({
    secret: toBase32(input.secret),
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(digits),
    period: String(totpPeriodSeconds),
  })
  return `otpauth://totp/${label}?${query}`
}
