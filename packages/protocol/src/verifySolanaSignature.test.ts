import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature'

const secretKey = new Uint8Array(32).fill(7)
const address = base58.encode(ed25519.getPublicKey(secretKey))
const message = 'localhost:5173 wants you to sign in with your Solana account:'
const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey))

describe('verifySolanaSignature', () => {
  it("accepts the account's ed25519 signature of the message's UTF-8 bytes", () => {
    expect(verifySolanaSignature({ message, signature, address })).toBe(true)
  })

  it('refuses another message, another account, and what is not a signature, without throwing', () => {
    const other = base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(8)))
    expect(verifySolanaSignature({ message: `${message} `, signature, address })).toBe(false)
    expect(verifySolanaSignature({ message, signature, address: other })).toBe(false)
    expect(verifySolanaSignature({ message, signature: signature.slice(1), address })).toBe(false)
    expect(verifySolanaSignature({ message, signature: '0OIl', address })).toBe(false)
    expect(verifySolanaSignature({ message, signature, address: base58.encode(new Uint8Array(31)) })).toBe(
      false,
    )
    expect(verifySolanaSignature({ message, signature: '', address: '' })).toBe(false)
  })
})
