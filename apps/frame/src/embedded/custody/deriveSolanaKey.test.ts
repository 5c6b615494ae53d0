import { base58 } from '@scure/base'
import { createKeyPairSignerFromBytes, createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveSolanaKey, solanaKeyPath } from './deriveSolanaKey'

// The dev mnemonic's first Ethereum key (anvil's account 0), a secret anyone can check this against.
const secret = hexToBytes('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

describe('deriveSolanaKey', () => {
  it("derives SLIP-0010's ed25519 key at m/44'/501'/0'/0' with the secret as the seed", async () => {
    expect(solanaKeyPath).toBe("m/44'/501'/0'/0'")
    const { address, secretKey } = deriveSolanaKey(secret)
    // Fixed, so that a change to the derivation, which would move every user's Solana account, fails
    // here; worked out apart from this code (Python's HMAC-SHA512 and OpenSSL's ed25519).
    expect(address).toBe('4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW')
    expect(secretKey).toHaveLength(64)
    // Another ed25519 implementation (WebCrypto's, through @solana/kit) agrees on the public key.
    const signer = await createKeyPairSignerFromPrivateKeyBytes(secretKey.slice(0, 32))
    expect(signer.address).toBe(address)
    // And reads the 64 bytes as the keypair Solana wallets import.
    expect((await createKeyPairSignerFromBytes(secretKey)).address).toBe(address)
    expect(base58.encode(secretKey.slice(32))).toBe(address)
  })

  it('gives each secret its own account, the same one every time', () => {
    const other = hexToBytes('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    expect(deriveSolanaKey(secret).address).toBe(deriveSolanaKey(secret).address)
    expect(deriveSolanaKey(other).address).not.toBe(deriveSolanaKey(secret).address)
  })

  it('leaves the secret it was given as it was, and refuses one of another length', () => {
    const copy = secret.slice()
    deriveSolanaKey(copy)
    expect(copy).toEqual(secret)
    expect(() => deriveSolanaKey(secret.slice(0, 31))).toThrow('32 bytes')
  })
})
