import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, bech32 } from '@scure/base'
import { bip322SimpleSighash, keyHash } from './bip322SimpleSighash'

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

// A native SegWit v0 key-hash address's program: 20 bytes, of any network's prefix (bc, tb, bcrt).
function p2wpkhProgram(address: string): Uint8Array | undefined {
  const { prefix, words } = bech32.decode(address as `${string}1${string}`)
  if (!['bc', 'tb', 'bcrt'].includes(prefix) || words[0] !== 0) return undefined
  const program = bech32.fromWords(words.slice(1))
  return program.length === 20 ? Uint8Array.from(program) : undefined
}

/**
 * Whether `signature` (base64, as `bip122_signMessage` answers) is a BIP-322 "simple" signature of
 * `message` by the native SegWit key-hash (P2WPKH) address `address`: its witness holds a
 * SIGHASH_ALL low-S ECDSA signature and a compressed key whose hash is the address's program, and
 * the signature signs the virtual `to_sign` transaction's sighash (bip322SimpleSighash). False,
 * never a throw, for anything else: other address types, malformed encodings, the legacy format.
 *
 * @example
 * verifyBitcoinSignature({ address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', message: 'Hello World', signature: 'AkcwRAIg…' }) // true
 */
export function verifyBitcoinSignature(input: {
  address: string
  message: string
  signature: string
}): boolean {
  try {
    const program = p2wpkhProgram(input.address.toLowerCase() === input.address ? input.address : '')
    if (!program) return false
    const witness = base64.decode(input.signature)
    // Two items: the DER signature with its sighash type, then the 33-byte key.
    if (witness[0] !== 2) return false
    const signatureLength = witness[1] ?? 0
    const signature = witness.subarray(2, 2 + signatureLength)
    const keyLength = witness[2 + signatureLength]
    const publicKey = witness.subarray(3 + signatureLength)
    if (signature.length !== signatureLength || keyLength !== 33 || publicKey.length !== 33) return false
    if (signature[signature.length - 1] !== 0x01 || !equal(keyHash(publicKey), program)) return false
    return secp256k1.verify(
      signature.subarray(0, -1),
      bip322SimpleSighash(program, input.message),
      publicKey,
      {
        format: 'der',
        lowS: true,
      },
    )
  } catch {
    return false
  }
}
