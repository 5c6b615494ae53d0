import { KeyPair } from '@near-js/crypto'
import { KeyPairSigner } from '@near-js/signers'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58, base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { nearSignInPayload, verifyNearSignIn } from './nearSignIn'
import { createSignInMessage } from './signInMessage'

// A fixed key, so that the signatures are reproducible; the implicit account is its key in hex.
const secret = Uint8Array.from({ length: 32 }, (_, index) => index + 7)
const publicKey = ed25519.getPublicKey(secret)
const signer = new KeyPairSigner(
  KeyPair.fromString(`ed25519:${base58.encode(new Uint8Array([...secret, ...publicKey]))}`),
)
const accountId = hex.encode(publicKey)
const message = createSignInMessage('near', {
  domain: 'localhost:5173',
  address: accountId,
  uri: 'http://localhost:5173',
  version: '1',
  chainId: 'testnet',
  nonce: 'n0nce1234abcd',
  issuedAt: '2026-12-01T12:00:00.000Z',
})

// What near-api-js's signer answers for the sign-in's NEP-413 payload.
async function signedBy(text: string, recipient: string, nonce: Uint8Array): Promise<string> {
  const { signature } = await signer.signNep413Message(text, accountId, recipient, nonce)
  return base64.encode(signature)
}

describe('nearSignInPayload', () => {
  it('signs the text for its domain, with the SHA-256 of its nonce as the 32-byte nonce', () => {
    expect(message.split('\n').slice(0, 2)).toEqual([
      'localhost:5173 wants you to sign in with your NEAR account:',
      accountId,
    ])
    expect(nearSignInPayload(message)).toEqual({
      message,
      recipient: 'localhost:5173',
      nonce: sha256(new TextEncoder().encode('n0nce1234abcd')),
    })
  })

  it('is undefined for a text that is not a NEAR sign-in, or names no nonce', () => {
    expect(nearSignInPayload(message.replace('NEAR account', 'Solana account'))).toBeUndefined()
    expect(nearSignInPayload(message.replace('Nonce: n0nce1234abcd\n', ''))).toBeUndefined()
  })
})

describe('verifyNearSignIn', () => {
  it("accepts the implicit account's NEP-413 signature of its sign-in, as near-api-js makes it", async () => {
    const payload = nearSignInPayload(message)
    if (!payload) throw new Error('expected a payload')
    const signature = await signedBy(message, payload.recipient, payload.nonce)
    expect(verifyNearSignIn({ message, signature, address: accountId })).toBe(true)
  })

  it('refuses a signature of another recipient or nonce, another account, a named account, or malformed input', async () => {
    const payload = nearSignInPayload(message)
    if (!payload) throw new Error('expected a payload')
    const otherRecipient = await signedBy(message, 'evil.example', payload.nonce)
    const otherNonce = await signedBy(message, payload.recipient, new Uint8Array(32))
    expect(verifyNearSignIn({ message, signature: otherRecipient, address: accountId })).toBe(false)
    expect(verifyNearSignIn({ message, signature: otherNonce, address: accountId })).toBe(false)
    const good = await signedBy(message, payload.recipient, payload.nonce)
    const otherAccount = 'ab'.repeat(32)
    expect(
      verifyNearSignIn({
        message: message.replace(accountId, otherAccount),
        signature: good,
        address: otherAccount,
      }),
    ).toBe(false)
    expect(verifyNearSignIn({ message, signature: good, address: otherAccount })).toBe(false)
    const named = message.replace(accountId, 'alice.near')
    expect(verifyNearSignIn({ message: named, signature: good, address: 'alice.near' })).toBe(false)
    expect(verifyNearSignIn({ message, signature: 'not base64', address: accountId })).toBe(false)
    expect(verifyNearSignIn({ message: 'hello', signature: good, address: accountId })).toBe(false)
  })
})
