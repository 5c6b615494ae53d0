import { deriveBip84Key } from '@latch/keys'
import { verifyBip322Simple } from '@latch/localnet/bitcoin'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveBitcoinKey } from './deriveBitcoinKey'

// The dev mnemonic's first Ethereum key (anvil's account 0), a secret anyone can check this against.
const secret = hexToBytes('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

describe('deriveBitcoinKey', () => {
  it("derives BIP-84's first mainnet receive key with the secret as the seed", () => {
    const { address, privateKey } = deriveBitcoinKey(secret)
    // Fixed, so that a change to the derivation, which would move every user's Bitcoin account, fails
    // here; worked out apart from this code (BIP-32 in Python over its own secp256k1 arithmetic,
    // hashlib's RIPEMD-160, BIP-173's bech32), and the derivation answers BIP-84's vectors (@latch/keys).
    expect(address).toBe('bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72')
    expect(privateKey).toHaveLength(32)
    // The key is not the secret itself, and its public key is the one the address commits to.
    expect(Buffer.from(privateKey).equals(Buffer.from(secret))).toBe(false)
    expect(secp256k1.getPublicKey(privateKey, true)).toEqual(deriveBip84Key(secret, 'mainnet').publicKey)
  })

  it("derives the test networks' key at coin type 1, with their address prefixes", () => {
    // Pinned against bcoin's own BIP-32 and KeyRing (a separate implementation) at m/84'/1'/0'/0/0.
    expect(deriveBitcoinKey(secret, 'regtest').address).toBe('bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv')
    expect(deriveBitcoinKey(secret, 'testnet').address).toBe('tb1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v070eng9')
  })

  it('gives each secret its own account, and refuses a secret of another length', () => {
    const other = hexToBytes('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    expect(deriveBitcoinKey(other).address).not.toBe(deriveBitcoinKey(secret).address)
    expect(() => deriveBitcoinKey(secret.slice(0, 31))).toThrow('32 bytes')
  })
  it("gives keys whose BIP-322 signatures bcoin's script interpreter accepts, of no other message", () => {
    const { address, privateKey: key } = deriveBitcoinKey(secp256k1.utils.randomPrivateKey(), 'regtest')
    for (const message of ['', 'Hello World', 'ünïcödé ✓ 🔑', 'x'.repeat(10_000)])
      expect(verifyBip322Simple(address, message, signBip322Simple(key, message))).toBe(true)
    expect(verifyBip322Simple(address, 'Hello World!', signBip322Simple(key, 'Hello World'))).toBe(false)
  })
})
