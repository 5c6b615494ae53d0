import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveNearKey, nearKeyPath } from './deriveNearKey'
import { deriveSolanaKey } from './deriveSolanaKey'

// The dev mnemonic's first Ethereum key (anvil's account 0), a secret anyone can check this against.
const secret = hexToBytes('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

describe('deriveNearKey', () => {
  it("derives SLIP-0010's ed25519 key at m/44'/397'/0' with the secret as the seed, and its implicit account", () => {
    expect(nearKeyPath).toBe("m/44'/397'/0'")
    const { accountId, publicKey, secretKey } = deriveNearKey(secret)
    // Fixed, so that a change to the derivation, which would move every user's NEAR account, fails
    // here; worked out apart from this code (Python's HMAC-SHA512 and OpenSSL's ed25519).
    expect(accountId).toBe('7c19abc1a79492ff63e60453aad30f1bdf2355afa2b3e37571464d2a5578b64c')
    expect(publicKey).toBe('ed25519:9MSFxyJJFp3QqatguDtPh5vwPzjnxkKuupFVtzQhk2fu')
    expect(`ed25519:${base58.encode(secretKey)}`).toBe(
      'ed25519:5ogoVRGamCUKSegjo8BnNCq2ffXXoZquN2vhJARQTJexHZE52L1GT8wejfw7DQYGhPuZdoGFnwQSM3iuVNKy4bgw',
    )
    // The key signs as the account: its signature verifies under the account id's bytes.
    const message = new TextEncoder().encode('NEP-413 is next')
    const signature = ed25519.sign(message, secretKey.slice(0, 32))
    expect(ed25519.verify(signature, message, hexToBytes(`0x${accountId}`))).toBe(true)
  })

  it('gives each secret its own account, the same one every time, apart from its Solana account', () => {
    const other = hexToBytes('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    expect(deriveNearKey(secret).accountId).toBe(deriveNearKey(secret).accountId)
    expect(deriveNearKey(other).accountId).not.toBe(deriveNearKey(secret).accountId)
    expect(deriveNearKey(secret).publicKey.slice(8)).not.toBe(deriveSolanaKey(secret).address)
  })

  it('leaves the secret it was given as it was, and refuses one of another length', () => {
    const copy = secret.slice()
    deriveNearKey(copy)
    expect(copy).toEqual(secret)
    expect(() => deriveNearKey(secret.slice(0, 31))).toThrow('32 bytes')
  })
})
