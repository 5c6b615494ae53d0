import { describe, expect, it } from 'vitest'
import { readIdempotencyKey } from './readIdempotencyKey'

const request = (headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:3000/api/auth/email/start', { method: 'POST', headers })

describe('readIdempotencyKey', () => {
  it('reads a UUID or a like token, and nothing when the header is absent', () => {
    const key = crypto.randomUUID()
    expect(readIdempotencyKey(request({ 'Idempotency-Key': key }))).toBe(key)
    expect(readIdempotencyKey(request({ 'idempotency-key': 'A_b-0123456789xyz' }))).toBe('A_b-0123456789xyz')
    expect(readIdempotencyKey(request())).toBeUndefined()
  })

  it('refuses anything else with a 400 naming the header', () => {
    for (const value of [
      '',
      'short',
      'x'.repeat(129),
      'has space 0123456789',
      '"quoted-0123456789"',
      'clé-0123456789abcdef',
    ])
      expect(() => readIdempotencyKey(request({ 'Idempotency-Key': value }))).toThrow(
        expect.objectContaining({ status: 400, parameter: 'Idempotency-Key' }),
      )
  })
})
