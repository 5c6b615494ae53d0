import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'

const hardened = 0x8000_0000

/**
 * SLIP-0010's ed25519 derivation: the private key (32 bytes) at `path` below `seed`. Ed25519 has
 * hardened children only, so every index of the path must be hardened (`44'`); Solana wallets use
 * m/44'/501'/<account>'/0'.
 *
 * @param {Uint8Array} seed a BIP-39 seed (or any 16 to 64 bytes)
 * @param {string} path such as m/44'/501'/0'/0'
 * @returns {{ key: Uint8Array, chainCode: Uint8Array }}
 */
export function deriveEd25519Key(seed, path) {
  const segments = path.split('/')
  if (segments[0] !== 'm') throw new Error(`${path}: a derivation path starts with m`)
  let node = split(hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed))
  for (const segment of segments.slice(1)) {
    const match = /^(\d+)'$/.exec(segment)
    if (!match) throw new Error(`${path}: ed25519 derives hardened indexes only, not ${segment}`)
    const index = Number(match[1])
    if (index >= hardened) throw new Error(`${path}: index ${index} is out of range`)
    const data = new Uint8Array(37)
    data.set(node.key, 1)
    new DataView(data.buffer).setUint32(33, index + hardened)
    node = split(hmac(sha512, node.chainCode, data))
  }
  return node
}

/** @param {Uint8Array} digest */
function split(digest) {
  return { key: digest.slice(0, 32), chainCode: digest.slice(32) }
}
