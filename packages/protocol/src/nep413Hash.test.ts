import { KeyPair } from '@near-js/crypto'
import { KeyPairSigner } from '@near-js/signers'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58, base64 } from '@scure/base'
import { serialize } from 'borsh'
import { describe, expect, it } from 'vitest'
import { nep413Hash, nep413Tag } from './nep413Hash'

// A fixed key, so that the signatures compared are reproducible.
const secret = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
const publicKey = ed25519.getPublicKey(secret)
const nearKey = KeyPair.fromString(`ed25519:${base58.encode(new Uint8Array([...secret, ...publicKey]))}`)
const signer = new KeyPairSigner(nearKey)
const nonce = Uint8Array.from({ length: 32 }, (_, index) => 255 - index)

describe('nep413Hash, signed with ed25519, is what near-api-js signs for NEP-413', () => {
  for (const [name, message] of [
    ['a message and recipient', { message: 'Sign in to app.example', recipient: 'app.example', nonce }],
    [
      'a callbackUrl',
      { message: 'hi', recipient: 'alice.near', nonce, callbackUrl: 'https://app.example/done' },
    ],
    ['an empty message', { message: '', recipient: 'app.example', nonce }],
  ] as const)
    it(`byte for byte, with ${name}`, async () => {
      const theirs = await signer.signNep413Message(
        message.message,
        'alice.near',
        message.recipient,
        message.nonce,
        'callbackUrl' in message ? message.callbackUrl : undefined,
      )
      const ours = ed25519.sign(nep413Hash(message), secret)
      expect(base64.encode(ours)).toBe(base64.encode(theirs.signature))
      expect(nearKey.getPublicKey().verify(nep413Hash(message), ours)).toBe(true)
    })

  // near-api-js 2.5.1 serializes with borsh 1.0.0, which writes each UTF-16 unit as one byte; Borsh
  // writes strings as UTF-8, as borsh 2 and NEAR's Rust verifiers do (docs/methods.md#near-parameters).
  it('writes text beyond ASCII as UTF-8, as Borsh specifies', () => {
    const message = {
      message: 'Grüße, 世界 🔑',
      recipient: 'ü.example',
      nonce,
      callbackUrl: 'https://é.example',
    }
    const schema = {
      struct: {
        message: 'string',
        nonce: { array: { type: 'u8', len: 32 } },
        recipient: 'string',
        callbackUrl: { option: 'string' },
      },
    } as const
    const payload = new Uint8Array([...serialize('u32', nep413Tag), ...serialize(schema, message)])
    expect(nep413Hash(message)).toEqual(sha256(payload))
  })

  it('refuses a nonce that is not 32 bytes', () => {
    expect(() => nep413Hash({ message: 'hi', recipient: 'a.near', nonce: new Uint8Array(31) })).toThrow(
      'A NEP-413 nonce is 32 bytes',
    )
  })
})
