import { describe, expect, it } from 'vitest'
import { fromBase32, matchTotp, newTotpSecret, toBase32, totpCode, totpStep, totpUri } from './totp'

// RFC 6238 appendix B's SHA-1 key; its 8-digit codes end in these 6 digits.
const rfcSecret = new TextEncoder().encode('12345678901234567890')

describe('TOTP', () => {
  it("answers RFC 6238's test vectors", () => {
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ]
    for (const [seconds, code] of vectors)
      expect(totpCode(rfcSecret, totpStep(new Date(seconds * 1000)))).toBe(code)
  })

  it('accepts a code one step either side, never the same step twice, and no other', () => {
    const at = new Date(1234567890 * 1000)
    const step = totpStep(at)
    const code = (offset: number) => totpCode(rfcSecret, step + offset)
    expect(matchTotp(rfcSecret, code(0), at, 0)).toBe(step)
    expect(matchTotp(rfcSecret, code(-1), at, 0)).toBe(step - 1)
    expect(matchTotp(rfcSecret, code(1), at, 0)).toBe(step + 1)
    expect(matchTotp(rfcSecret, code(2), at, 0)).toBeNull()
    expect(matchTotp(rfcSecret, code(-2), at, 0)).toBeNull()
    // Used once: the same code, and any older one, no longer counts.
    expect(matchTotp(rfcSecret, code(0), at, step)).toBeNull()
    expect(matchTotp(rfcSecret, code(-1), at, step)).toBeNull()
    expect(matchTotp(rfcSecret, code(1), at, step)).toBe(step + 1)
  })

  it('writes secrets in base32 and reads them back, typed any way', () => {
    expect(toBase32(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(toBase32(new TextEncoder().encode('f'))).toBe('MY')
    const secret = newTotpSecret()
    expect(secret).toHaveLength(20)
    const typed = toBase32(secret)
      .toLowerCase()
      .replace(/(.{4})/g, '$1 ')
    expect(fromBase32(typed)).toEqual(secret)
    expect(fromBase32('not base32!')).toBeNull()
  })

  it('names the issuer and the account in the URI an app scans', () => {
    const uri = totpUri({ secret: rfcSecret, issuer: 'Latch Demo', account: 'a@latch.test' })
    const [label, query] = uri.split('?')
    expect(label).toBe('otpauth://totp/Latch%20Demo:a%40latch.test')
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      issuer: 'Latch Demo',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
