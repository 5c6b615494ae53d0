import { compactSize } from '@latch/protocol/compactSize'
import { secp256k1 } from '@noble/curves/secp256k1'
import { concat, sha256 } from 'viem'

const doubleSha256 = (data: Uint8Array) => sha256(sha256(data, 'bytes'), 'bytes')
const magic = new TextEncoder().encode('Bitcoin Signed Message:\n')

// BIP-137's header for a native SegWit (P2WPKH) address: 39 plus the recovery id.
const p2wpkhHeader = 39

/**
 * The legacy message signature (BIP-137, Bitcoin Core's signmessage format) of `message` by a
 * P2WPKH key: a compact recoverable ECDSA signature (RFC 6979, low S, as Core's signmessage makes
 * it) of the double SHA-256 of "Bitcoin Signed Message:\n" and the message, each with its length,
 * behind BIP-137's native SegWit header, in base64.
 *
 * @example
 * signBip137(privateKey, 'This is an example of a signed message.') // 'KLRN6BWUkHM2…'
 */
export function signBip137(privateKey: Uint8Array, message: string): string {
  const text = new TextEncoder().encode(message)
  const hash = doubleSha256(concat([compactSize(magic.length), magic, compactSize(text.length), text]))
  const signature = secp256k1.sign(hash, privateKey, { lowS: true })
  const compact = concat([Uint8Array.of(p2wpkhHeader + signature.recovery), signature.toCompactRawBytes()])
  let binary = ''
  for (const byte of compact) binary += String.fromCharCode(byte)
  return btoa(binary)
}
