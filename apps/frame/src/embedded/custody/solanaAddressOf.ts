import type { Address } from 'viem'
import { deriveSolanaKey } from './deriveSolanaKey'
import { rebuildKeyBytes } from './internal/rebuildKeyBytes'

/**
 * The Solana address of the wallet whose key two shares rebuild (checked against `expectedAddress`,
 * its Ethereum address): deriveSolanaKey's, with every byte of the key and the derived key zeroed
 * before it returns. A login works it out as it unlocks the wallet, so that no signing is needed
 * to show the account.
 *
 * @example
 * const solanaAddress = await solanaAddressOf([deviceShare, authShare], user.address)
 */
export async function solanaAddressOf(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
): Promise<string> {
  const { bytes } = await rebuildKeyBytes(shares, expectedAddress)
  try {
    const { address, secretKey } = deriveSolanaKey(bytes)
    secretKey.fill(0)
    return address
  } finally {
    bytes.fill(0)
  }
}
