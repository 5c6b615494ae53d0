import { base58 } from '@scure/base'

/** A compact-u16 (shortvec) at `at`: its value and the offset after it. */
function readShortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[at + index] ?? 0
    value |= (byte & 0x7f) << (7 * index)
    if (!(byte & 0x80)) return [value, at + index + 1]
  }
  return [value, at + 3]
}

/**
 * The signature `address` put on a signed Solana transaction (wire format, legacy or v0): the
 * signatures come first, in the order of the message's first account keys, which are the signers.
 * Empty when the address is not among the signers.
 *
 * @example
 * base58.encode(signatureOf(signedTransaction, '4AFA…'))
 */
export function signatureOf(transaction: Uint8Array, address: string): Uint8Array {
  const [count, signaturesAt] = readShortVec(transaction, 0)
  let at = signaturesAt + count * 64
  // A versioned message starts with its version byte (high bit set); a legacy one with its header.
  if ((transaction[at] ?? 0) & 0x80) at += 1
  const required = transaction[at] ?? 0
  const [keys, keysAt] = readShortVec(transaction, at + 3)
  for (let index = 0; index < Math.min(required, keys, count); index++) {
    const key = transaction.subarray(keysAt + index * 32, keysAt + index * 32 + 32)
    if (base58.encode(key) === address)
      return transaction.slice(signaturesAt + index * 64, signaturesAt + index * 64 + 64)
  }
  return new Uint8Array()
}
