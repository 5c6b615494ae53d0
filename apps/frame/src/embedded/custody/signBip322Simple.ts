import { secp256k1 } from '@noble/curves/secp256k1'
import { concat, ripemd160, sha256 } from 'viem'
import { compactSize } from './internal/compactSize'

const bytes = (data: Uint8Array) => sha256(data, 'bytes')
const doubleSha256 = (data: Uint8Array) => bytes(bytes(data))

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value, true)
  return out
}

const withLength = (data: Uint8Array) => concat([compactSize(data.length), data])

/** BIP-340's tagged hash: SHA-256 of the tag's hash twice, then the data. */
function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = bytes(new TextEncoder().encode(tag))
  return bytes(concat([tagHash, tagHash, data]))
}

const zeroAmount = new Uint8Array(8)

/**
 * An ECDSA signature as Bitcoin Core makes one (DER): low S, its nonce RFC 6979's, and ground until R
 * is below 2^255 (so its DER takes no padding byte and the signature is a byte shorter), the n-th try
 * adding n as 32 bytes little-endian of extra data to the nonce's derivation, as libsecp256k1 does.
 */
function signLowR(hash: Uint8Array, privateKey: Uint8Array): Uint8Array {
  for (let counter = 0; ; counter++) {
    const extraEntropy = counter === 0 ? undefined : concat([uint32(counter), new Uint8Array(28)])
    const signature = secp256k1.sign(hash, privateKey, {
      lowS: true,
      ...(extraEntropy ? { extraEntropy } : {}),
    })
    if (signature.r < 2n ** 255n) return signature.toDERRawBytes()
  }
}

/**
 * The message hash BIP-322 commits to: SHA-256 tagged `BIP0322-signed-message` of the message's
 * UTF-8 bytes.
 */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', new TextEncoder().encode(message))
}

/**
 * BIP-322's `to_spend` transaction for a message and an output script (version 0, one input of the
 * null outpoint whose script pushes the message hash, one output of 0 paying the script), without
 * witness: its double SHA-256 is its txid in internal byte order.
 */
function toSpend(messageHash: Uint8Array, scriptPubKey: Uint8Array): Uint8Array {
  return concat([
    uint32(0),
    Uint8Array.of(1),
    new Uint8Array(32),
    uint32(0xffffffff),
    withLength(concat([Uint8Array.of(0x00, 0x20), messageHash])),
    uint32(0),
    Uint8Array.of(1),
    zeroAmount,
    withLength(scriptPubKey),
    uint32(0),
  ])
}

/**
 * A BIP-322 "simple" signature of `message` by a P2WPKH key: the witness stack of the virtual
 * `to_sign` transaction (which spends `to_spend` and pays an empty OP_RETURN), its input signed by
 * BIP-143's SegWit sighash with SIGHASH_ALL, as base64 of the witness's serialization. The signature
 * is Bitcoin Core's: low S, and R ground low (signLowR), so the vectors' signatures come out
 * byte for byte.
 *
 * @example
 * signBip322Simple(privateKey, 'Hello World') // 'AkcwRAIg…'
 */
export function signBip322Simple(privateKey: Uint8Array, message: string): string {
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const keyHash = ripemd160(bytes(publicKey), 'bytes')
  const scriptPubKey = concat([Uint8Array.of(0x00, 0x14), keyHash])
  const spendTxid = doubleSha256(toSpend(bip322MessageHash(message), scriptPubKey))
  const outpoint = concat([spendTxid, uint32(0)])
  const sequence = uint32(0)
  // to_sign pays 0 to a script of OP_RETURN alone.
  const output = concat([zeroAmount, withLength(Uint8Array.of(0x6a))])
  // BIP-143: a P2WPKH input is signed with the P2PKH script of its key hash as scriptCode.
  const scriptCode = concat([Uint8Array.of(0x76, 0xa9, 0x14), keyHash, Uint8Array.of(0x88, 0xac)])
  const preimage = concat([
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
  ])
  const der = concat([signLowR(doubleSha256(preimage), privateKey), Uint8Array.of(0x01)])
  const witness = concat([Uint8Array.of(2), withLength(der), withLength(publicKey)])
  let binary = ''
  for (const byte of witness) binary += String.fromCharCode(byte)
  return btoa(binary)
}
