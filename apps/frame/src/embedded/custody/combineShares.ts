import type { Address, Hex } from 'viem'
import { rebuildKeyBytes } from './internal/rebuildKeyBytes'

/**
 * Rebuilds the private key from two of its three shares, in any order, and checks that it is a key,
 * of `expectedAddress` when given. Throws a `KeyShareError` otherwise: two shares of different
 * keys combine into some other number, so pass the address whenever it is known.
 *
 * Only for showing the key to its owner (export); signing goes through `withPrivateKey`, which
 * drops the key after.
 *
 * @example
 * const privateKey = await combineShares([deviceShare, authShare], user.address)
 */
export async function combineShares(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress?: Address,
): Promise<Hex> {
  const { bytes, privateKey } = await rebuildKeyBytes(shares, expectedAddress)
  bytes.fill(0)
  return privateKey
}
