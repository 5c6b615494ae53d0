import { secp256k1 } from '@noble/curves/secp256k1'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash } from './bip322SimpleSighash'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'

// BIP-322's test vectors (basic-test-vectors.json): the P2WPKH address of the WIF
// L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k, and both published signatures of each message.
const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const vectors = {
  '': [
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
  'Hello World': [
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
}

describe('verifyBitcoinSignature (BIP-322 simple, P2WPKH)', () => {
  it("hashes a message as BIP-322's vectors do", () => {
    expect(Buffer.from(bip322MessageHash('')).toString('hex')).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(Buffer.from(bip322MessageHash('Hello World')).toString('hex')).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it("accepts every published signature of BIP-322's vectors", () => {
    for (const [message, signatures] of Object.entries(vectors))
      for (const signature of signatures)
        expect(verifyBitcoinSignature({ address, message, signature })).toBe(true)
  })

  it('refuses another message, another address, and what is not a P2WPKH witness, without throwing', () => {
    const [signature = ''] = vectors['Hello World']
    for (const input of [
      { address, message: 'Hello World!', signature },
      { address, message: '', signature },
      { address: 'bc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', message: 'Hello World', signature },
      {
        address: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
        message: 'Hello World',
        signature,
      },
      { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', message: 'Hello World', signature },
      { address: address.toUpperCase(), message: 'Hello World', signature },
      { address, message: 'Hello World', signature: 'not base64!' },
      { address, message: 'Hello World', signature: signature.slice(0, 40) },
      {
        address,
        message: 'Hello World',
        signature: 'IB8mNb3Ta/SuRVM3sXdaGJfN5xvTj7Qp0vmIzwP3s0sPZxBBfPxFmFyb1K9Y4Lq7CN3J3nVdHnZwWyNbLb1bC9o=',
      },
    ])
      expect(verifyBitcoinSignature(input)).toBe(false)
  })

  it('refuses a high-S twin of a valid signature, as Bitcoin relays none', () => {
    const [valid = ''] = vectors['Hello World']
    const witness = Buffer.from(valid, 'base64')
    const der = witness.subarray(2, 2 + (witness[1] ?? 0) - 1)
    const signature = secp256k1.Signature.fromDER(der)
    const highS = new secp256k1.Signature(signature.r, secp256k1.CURVE.n - signature.s).toDERRawBytes()
    const twin = Buffer.concat([
      Buffer.of(2, highS.length + 1),
      highS,
      Buffer.of(1, 33),
      witness.subarray(-33),
    ])
    expect(
      verifyBitcoinSignature({ address, message: 'Hello World', signature: twin.toString('base64') }),
    ).toBe(false)
  })
})
