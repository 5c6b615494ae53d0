import { KeyPair } from '@near-js/crypto'
import { describe, expect, it } from 'vitest'
import { implicitAccountKey } from './implicitAccountKey'

describe('implicitAccountKey', () => {
  it('is the key whose hex is the account id, as near-api-js writes it', () => {
    const key = KeyPair.fromRandom('ed25519').getPublicKey()
    expect(implicitAccountKey(Buffer.from(key.data).toString('hex'))).toBe(key.toString())
  })
  it('refuses a named account', () => {
    expect(() => implicitAccountKey('alice.near')).toThrow('alice.near is not an implicit account')
  })
})
