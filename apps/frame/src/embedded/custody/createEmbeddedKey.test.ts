import { isAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'

describe('createEmbeddedKey', () => {
  it('makes a fresh key each time, with the address of that key', () => {
    const first = createEmbeddedKey()
    const second = createEmbeddedKey()
    expect(first.privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(isAddress(first.address)).toBe(true)
    expect(privateKeyToAccount(first.privateKey).address).toBe(first.address)
    expect(second.privateKey).not.toBe(first.privateKey)
    expect(second.address).not.toBe(first.address)
  })
})
