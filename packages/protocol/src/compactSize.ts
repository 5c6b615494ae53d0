/**
 * Bitcoin's CompactSize length prefix, for the lengths a message signature has (under 2^32).
 *
 * @example
 * compactSize(300) // Uint8Array [0xfd, 0x2c, 0x01]
 */
export function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  const out = new Uint8Array(5)
  out[0] = 0xfe
  new DataView(out.buffer).setUint32(1, length, true)
  return out
}
