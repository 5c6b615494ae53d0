import { describe, expect, it } from 'vitest'
import { verifyBip322Simple } from './verifyBip322Simple.mjs'

// BIP-322's own vectors (basic-test-vectors.json): both published signatures of each message.
const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const vectors: [string, string][] = [
  [
    '',
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  ],
  [
    '',
    'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
  [
    'Hello World',
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  ],
]

describe('verifyBip322Simple', () => {
  it("accepts BIP-322's published simple signatures", () => {
    for (const [message, signature] of vectors)
      expect(verifyBip322Simple(address, message, signature)).toBe(true)
  })

  it('refuses a signature of another message, or for another address', () => {
    const signature = vectors[2]?.[1] ?? ''
    expect(verifyBip322Simple(address, 'Hello World!', signature)).toBe(false)
    expect(verifyBip322Simple('bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72', 'Hello World', signature)).toBe(
      false,
    )
  })
})
