import { describe, expect, it } from 'vitest'
import { verifyBitcoinSignedMessage } from './verifyBitcoinSignedMessage'

// BIP-322's published vector: 'Hello World' signed by the P2WPKH address of its test key.
const signed = {
  address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  signature:
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
}

describe('verifyBitcoinSignedMessage', () => {
  it("accepts a wallet's BIP-322 signature of the message, by the address expected", () => {
    expect(verifyBitcoinSignedMessage({ signed, message: 'Hello World' })).toBe(true)
    expect(verifyBitcoinSignedMessage({ signed, message: 'Hello World', address: signed.address })).toBe(true)
  })

  it('refuses another message, another address expected, or another address claimed', () => {
    expect(verifyBitcoinSignedMessage({ signed, message: 'Hello World!' })).toBe(false)
    expect(
      verifyBitcoinSignedMessage({
        signed,
        message: 'Hello World',
        address: 'bc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      }),
    ).toBe(false)
    expect(
      verifyBitcoinSignedMessage({
        signed: { ...signed, address: 'bc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw' },
        message: 'Hello World',
      }),
    ).toBe(false)
  })
})
