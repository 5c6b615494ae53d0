import { KeyPair } from '@near-js/crypto'
import { describe, expect, it } from 'vitest'
import { implicitAccountKey, isImplicitAccount } from './implicitAccountKey'

describe('implicitAccountKey', () => {
  it('is the key whose hex is the account id, as near-api-js writes it', () => {
    const key = KeyPair.fromRandom('ed25519').getPublicKey()
    expect(implicitAccountKey(Buffer.from(key.data).toString('hex'))).toBe(key.toString())
  })
  it('refuses a named account', () => {
    expect(() => implicitAccountKey('alice.near')).toThrow('alice.near is not an implicit account')
  })
  it('tells an implicit account id (64 lowercase hex digits) from any other', () => {
    expect(isImplicitAccount('6f'.repeat(32))).toBe(true)
    for (const id of ['alice.near', '6F'.repeat(32), '6f'.repeat(31), `${'6f'.repeat(32)}0`])
      expect(isImplicitAccount(id)).toBe(false)
  })
})
