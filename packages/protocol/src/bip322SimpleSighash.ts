import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { compactSize } from './compactSize'

const concat = (parts: readonly Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
const doubleSha256 = (data: Uint8Array) => sha256(sha256(data))
const withLength = (data: Uint8Array) => concat([compactSize(data.length), data])
const zeroAmount = new Uint8Array(8)

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value, true)
  return out
}

/**
 * The message hash BIP-322 commits to: SHA-256 tagged `BIP0322-signed-message` (BIP-340's tagged
 * hash) of the message's UTF-8 bytes.
 *
 * @example
 * bip322MessageHash('Hello World') // f0eb03b1…0a7a
 */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return sha256(concat([tag, tag, new TextEncoder().encode(message)]))
}

/** A compressed public key's HASH160, the program of its P2WPKH output. */
export function keyHash(publicKey: Uint8Array): Uint8Array {
  return ripemd160(sha256(publicKey))
}

/**
 * What a BIP-322 "simple" signature by a P2WPKH key signs: the BIP-143 SegWit sighash (SIGHASH_ALL)
 * of the virtual `to_sign` transaction's input, which spends `to_spend` (version 0, one input of the
 * null outpoint whose script pushes the message hash, one output of 0 paying the key's P2WPKH
 * script) and pays 0 to a script of OP_RETURN alone. Shared by the signer and the verifier.
 *
 * @example
 * secp256k1.sign(bip322SimpleSighash(keyHash(publicKey), 'Hello World'), privateKey)
 */
export function bip322SimpleSighash(programHash: Uint8Array, message: string): Uint8Array {
  const scriptPubKey = concat([Uint8Array.of(0x00, 0x14), programHash])
  const toSpend = concat([
    uint32(0),
    Uint8Array.of(1),
    new Uint8Array(32),
    uint32(0xffffffff),
    withLength(concat([Uint8Array.of(0x00, 0x20), bip322MessageHash(message)])),
    uint32(0),
    Uint8Array.of(1),
    zeroAmount,
    withLength(scriptPubKey),
    uint32(0),
  ])
  const outpoint = concat([doubleSha256(toSpend), uint32(0)])
  const sequence = uint32(0)
  const output = concat([zeroAmount, withLength(Uint8Array.of(0x6a))])
  // BIP-143: a P2WPKH input is signed with the P2PKH script of its key hash as scriptCode.
  const scriptCode = concat([Uint8Array.of(0x76, 0xa9, 0x14), programHash, Uint8Array.of(0x88, 0xac)])
  return doubleSha256(
    concat([
      uint32(0),
      doubleSha256(outpoint),
      doubleSha256(sequence),
      outpoint,
      withLength(scriptCode),
      zeroAmount,
      sequence,
      doubleSha256(output),
      uint32(0),
      uint32(1),
    ]),
  )
}
