import { deriveBip84Key } from '@latch/keys'
import { secp256k1 } from '@noble/curves/secp256k1'
import { pbkdf2 } from '@noble/hashes/pbkdf2'
import { sha256, sha512 } from '@noble/hashes/sha2'
import { describe, expect, it } from 'vitest'
import { signBip137 } from './signBip137'

// BIP-84's published account: the first receive key of this mnemonic's seed, bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu.
const seed = pbkdf2(
  sha512,
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  'mnemonic',
  { c: 2048, dkLen: 64 },
)
const key = deriveBip84Key(seed, 'mainnet')
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

describe('signBip137', () => {
  it("answers Bitcoin Core's signmessagewithprivkey signature behind the P2WPKH header, byte for byte", () => {
    expect(key.address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
    expect(signBip137(key.privateKey, 'This is an example of a signed message.')).toBe(
      'KLRN6BWUkHM2/ac9gTTx/izIth+Q8dyI1m6T8UJX061hEXMnFtDTlKJ/IYgwVCzr1zoF6zlAVzmBa/yEc7Dfi0s=',
    )
  })

  it('recovers to the key that signed, from a header between 39 and 42', () => {
    const signature = fromBase64(signBip137(key.privateKey, 'héllo, wörld'))
    expect(signature).toHaveLength(65)
    const header = signature[0] ?? 0
    expect(header).toBeGreaterThanOrEqual(39)
    expect(header).toBeLessThanOrEqual(42)
    const text = new TextEncoder().encode('héllo, wörld')
    const magic = new TextEncoder().encode('Bitcoin Signed Message:\n')
    const hash = sha256(sha256(Uint8Array.from([magic.length, ...magic, text.length, ...text])))
    const recovered = secp256k1.Signature.fromCompact(signature.slice(1))
      .addRecoveryBit(header - 39)
      .recoverPublicKey(hash)
      .toRawBytes(true)
    expect(recovered).toEqual(key.publicKey)
  })
})
