import { describe, expect, it } from 'vitest'
import { openAnswer, sealAnswer } from './sealAnswer'

const key = '0b6f8a52-6f53-4a37-9f39-5c2f7f3f61a4'
const answer = { status: 200, contentType: 'application/json', body: '{"token":"secret"}' }

describe('sealAnswer', () => {
  it('seals an answer that only the same Idempotency-Key opens, and nothing of it shows', () => {
    const sealed = sealAnswer(key, answer)
    expect(sealed).not.toContain('secret')
    expect(Buffer.from(sealed, 'base64').toString('utf8')).not.toContain('secret')
    expect(openAnswer(key, sealed)).toEqual(answer)
    expect(sealAnswer(key, answer)).not.toBe(sealed)
    expect(() => openAnswer('another key', sealed)).toThrow()
  })

  it('refuses a sealed answer that was changed', () => {
    const bytes = Buffer.from(sealAnswer(key, answer), 'base64')
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    expect(() => openAnswer(key, bytes.toString('base64'))).toThrow()
  })
})
