import { describe, expect, it } from 'vitest'
import { paymasterKey } from './paymasterKey'

const key = `0x${'11'.repeat(32)}`

describe('paymasterKey', () => {
  it('is LATCH_PAYMASTER_KEY, and none without it', () => {
    expect(paymasterKey({ LATCH_PAYMASTER_KEY: key })).toBe(key)
    expect(paymasterKey({})).toBeUndefined()
    expect(paymasterKey({ LATCH_PAYMASTER_KEY: '' })).toBeUndefined()
  })

  it('refuses a malformed key', () => {
    expect(() => paymasterKey({ LATCH_PAYMASTER_KEY: 'secret' })).toThrow('LATCH_PAYMASTER_KEY')
  })
})
