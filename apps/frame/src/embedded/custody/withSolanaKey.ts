import { ed25519 } from '@noble/curves/ed25519'
import type { Address } from 'viem'
import { deriveSolanaKey } from './deriveSolanaKey'
import { withDerivedKey } from './internal/withDerivedKey'

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
export function withSolanaKey<T>(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
  run: (signer: SolanaSigner) => Promise<T>,
): Promise<T> {
  return withDerivedKey(
    shares,
    expectedAddress,
    (secret) => {
      const key = deriveSolanaKey(secret)
      return { key, secret: key.secretKey }
    },
    (key, check): SolanaSigner => ({
      address: key.address,
      sign(message) {
        check()
        return ed25519.sign(message, key.secretKey.subarray(0, 32))
      },
    }),
    run,
  )
}
