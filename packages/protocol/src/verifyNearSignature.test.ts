import { KeyPair } from '@near-js/crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { nep413Hash } from './nep413Hash'
import { verifyNearSignature } from './verifyNearSignature'

const secret = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
const publicKey = ed25519.getPublicKey(secret)
const nearKey = KeyPair.fromString(`ed25519:${base58.encode(new Uint8Array([...secret, ...publicKey]))}`)
const nonce = Uint8Array.from({ length: 32 }, (_, index) => 255 - index)

describe('verifyNearSignature', () => {
  const message = { message: 'Sign in', recipient: 'app.example', nonce }
  const signed = {
    ...message,
    publicKey: nearKey.getPublicKey().toString(),
    signature: base64.encode(ed25519.sign(nep413Hash(message), secret)),
  }

  it("accepts the key's signature of the message, recipient and nonce", () => {
    expect(signed.publicKey).toBe(`ed25519:${base58.encode(publicKey)}`)
    expect(verifyNearSignature(signed)).toBe(true)
  })

  it('refuses another message, recipient, nonce or callbackUrl, and malformed keys and signatures, without throwing', () => {
    for (const changed of [
      { ...signed, message: 'Sign in!' },
      { ...signed, recipient: 'evil.example' },
      { ...signed, nonce: new Uint8Array(32) },
      { ...signed, callbackUrl: 'https://app.example' },
      { ...signed, nonce: new Uint8Array(3) },
      { ...signed, publicKey: signed.publicKey.replace('ed25519:', 'secp256k1:') },
      { ...signed, publicKey: 'ed25519:0OIl' },
      { ...signed, signature: 'not base64' },
      { ...signed, signature: base64.encode(new Uint8Array(63)) },
    ])
      expect(verifyNearSignature(changed)).toBe(false)
  })
})
