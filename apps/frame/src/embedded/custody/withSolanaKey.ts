import { ed25519 } from '@noble/curves/ed25519'
import type { Address } from 'viem'
import { deriveSolanaKey } from './deriveSolanaKey'
import { rebuildKeyBytes } from './internal/rebuildKeyBytes'

/** The embedded wallet's Solana key for the length of one request: its address and an ed25519 signer. */
export type SolanaSigner = {
  /** The base58 public key. */
  address: string
  /** The 64-byte ed25519 signature of `message` (a transaction's message bytes, or an off-chain message). */
  sign(message: Uint8Array): Uint8Array
}

/**
 * Rebuilds the key from two shares (checked against `expectedAddress`, the wallet's Ethereum
 * address), derives its Solana key (deriveSolanaKey) and lets `run` sign with it; when `run`
 * settles every byte of the key is zeroed and the signer stops signing, even if `run` kept it
 * (docs/embedded-wallet.md#custody). The key is never returned.
 *
 * @example
 * const signature = await withSolanaKey([deviceShare, authShare], address, async (signer) =>
 *   signer.sign(messageBytes),
 * )
 */
export async function withSolanaKey<T>(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
  run: (signer: SolanaSigner) => Promise<T>,
): Promise<T> {
  const { bytes } = await rebuildKeyBytes(shares, expectedAddress)
  let key: ReturnType<typeof deriveSolanaKey>
  try {
    key = deriveSolanaKey(bytes)
  } finally {
    bytes.fill(0)
  }
  const secretKey = key.secretKey
  let live = true
  const signer: SolanaSigner = {
    address: key.address,
    sign(message) {
      if (!live) throw new Error('This signing session has ended: the key was dropped')
      return ed25519.sign(message, secretKey.subarray(0, 32))
    },
  }
  try {
    return await run(signer)
  } finally {
    live = false
    secretKey.fill(0)
  }
}
