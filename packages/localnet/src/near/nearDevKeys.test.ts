import { KeyPair } from '@near-js/crypto'
import { base58 } from '@scure/base'
import { expect, it } from 'vitest'
import { nearDevKey } from './nearDevKeys.mjs'

it("derives the dev mnemonic's NEAR key and its implicit account, as near-api-js reads the key", () => {
  const key = nearDevKey(1)
  expect(key.path).toBe("m/44'/397'/1'")
  expect(key.accountId).toMatch(/^[0-9a-f]{64}$/)
  const pair = KeyPair.fromString(
    `ed25519:${base58.encode(new Uint8Array([...key.privateKey, ...base58.decode(key.publicKey.slice(8))]))}`,
  )
  expect(pair.getPublicKey().toString()).toBe(key.publicKey)
  expect(Buffer.from(pair.getPublicKey().data).toString('hex')).toBe(key.accountId)
  expect(nearDevKey(2).accountId).not.toBe(key.accountId)
})
