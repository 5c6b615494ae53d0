import { KeyPair } from '@near-js/crypto'
import { KeyPairSigner } from '@near-js/signers'
import { describe, expect, it } from 'vitest'
import { verifyNearSignedMessage } from './verifyNearSignedMessage'

// Signed by near-api-js, as a NEAR wallet signs: the verification is independent of how Latch signs.
const key = KeyPair.fromRandom('ed25519')
const implicit = Buffer.from(key.getPublicKey().data).toString('hex')
const nonce = new Uint8Array(32).fill(4)
const message = { message: 'Sign in to shop.example', recipient: 'shop.example', nonce }

async function signedBy(accountId: string, callbackUrl?: string) {
  const { publicKey, signature } = await new KeyPairSigner(key).signNep413Message(
    message.message,
    accountId,
    message.recipient,
    nonce,
    callbackUrl,
  )
  return { accountId, publicKey: publicKey.toString(), signature: Buffer.from(signature).toString('base64') }
}

describe('verifyNearSignedMessage', () => {
  it("accepts a wallet's NEP-413 signature for the message, recipient, nonce and callbackUrl", async () => {
    expect(verifyNearSignedMessage({ ...message, signed: await signedBy(implicit) })).toBe(true)
    const withCallback = await signedBy(implicit, 'https://shop.example/in')
    expect(
      verifyNearSignedMessage({ ...message, callbackUrl: 'https://shop.example/in', signed: withCallback }),
    ).toBe(true)
    // A named account's keys are the chain's to say: the signature alone is checked.
    expect(verifyNearSignedMessage({ ...message, signed: await signedBy('alice.near') })).toBe(true)
  })

  it('refuses another message, recipient or nonce, and an implicit account whose id is not the key', async () => {
    const signed = await signedBy(implicit)
    expect(verifyNearSignedMessage({ ...message, message: 'Sign in to bank.example', signed })).toBe(false)
    expect(verifyNearSignedMessage({ ...message, recipient: 'bank.example', signed })).toBe(false)
    expect(verifyNearSignedMessage({ ...message, nonce: new Uint8Array(32), signed })).toBe(false)
    expect(verifyNearSignedMessage({ ...message, signed: { ...signed, accountId: 'f'.repeat(64) } })).toBe(
      false,
    )
    expect(verifyNearSignedMessage({ ...message, signed: { ...signed, signature: 'AAAA' } })).toBe(false)
  })
})
