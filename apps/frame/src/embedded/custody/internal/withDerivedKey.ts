import type { Address } from 'viem'
import { rebuildKeyBytes } from './rebuildKeyBytes'

/**
 * Rebuilds the wallet's key from two shares (checked against `expectedAddress`, its Ethereum
 * address), derives another namespace's key from it (`derive`, which answers the key and the bytes
 * to zero), and lets `run` sign with the signer `signerOf` makes; when `run` settles every byte of
 * the derived key is zeroed and the signer stops signing (each signing calls `check`, which throws
 * then), even if `run` kept it (docs/embedded-wallet.md#custody). The key is never returned.
 *
 * @example
 * await withDerivedKey(shares, address, (bytes) => { const key = deriveSolanaKey(bytes); return { key, secret: key.secretKey } },
 *   (key, check) => ({ sign: (message) => (check(), ed25519.sign(message, key.secretKey.subarray(0, 32))) }), run)
 */
export async function withDerivedKey<Key, Signer, T>(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
  derive: (secret: Uint8Array) => { key: Key; secret: Uint8Array },
  signerOf: (key: Key, check: () => void) => Signer,
  run: (signer: Signer) => Promise<T>,
): Promise<T> {
  const { bytes } = await rebuildKeyBytes(shares, expectedAddress)
  let derived: { key: Key; secret: Uint8Array }
  try {
    derived = derive(bytes)
  } finally {
    bytes.fill(0)
  }
  let live = true
  const check = () => {
    if (!live) throw new Error('This signing session has ended: the key was dropped')
  }
  try {
    return await run(signerOf(derived.key, check))
  } finally {
    live = false
    derived.secret.fill(0)
  }
}
