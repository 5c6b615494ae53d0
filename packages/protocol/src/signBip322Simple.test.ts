import { secp256k1 } from '@noble/curves/secp256k1'
import { bech32, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { keyHash } from './bip322SimpleSighash'
import { signBip322Simple } from './signBip322Simple'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'

// BIP-322's test vectors (its basic-test-vectors.json): the key of the WIF
// L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k, whose P2WPKH address is
// bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l.
const privateKey = hex.decode('bb051cd0dda0246f33c5a9e133ebd8e7bc02a92af6c41adc131ccd7826c5b004')

describe('signBip322Simple', () => {
  it("answers BIP-322's published simple signatures of the vectors' key", () => {
    // Each message has two published signatures, both valid: these are the ones with a low R, as
    // Bitcoin Core makes them (RFC 6979's first nonce gives a high R for the empty message).
    expect(signBip322Simple(privateKey, '')).toBe(
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    )
    expect(signBip322Simple(privateKey, 'Hello World')).toBe(
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    )
  })
  it('makes signatures the verifier accepts, of any key and message, and of no other message', () => {
    const key = secp256k1.utils.randomPrivateKey()
    const program = keyHash(secp256k1.getPublicKey(key, true))
    const address = bech32.encode('bcrt', [0, ...bech32.toWords(program)])
    for (const message of ['', 'Hello World', 'ünïcödé ✓ 🔑', 'x'.repeat(10_000)])
      expect(verifyBitcoinSignature({ address, message, signature: signBip322Simple(key, message) })).toBe(
        true,
      )
    expect(
      verifyBitcoinSignature({
        address,
        message: 'Hello World!',
        signature: signBip322Simple(key, 'Hello World'),
      }),
    ).toBe(false)
  })
})
