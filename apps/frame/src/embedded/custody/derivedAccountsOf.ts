import type { Address } from 'viem'
import { type DerivedAccounts, deriveAccounts } from './deriveAccounts'
import { rebuildKeyBytes } from './internal/rebuildKeyBytes'

/**
 * The Solana, Bitcoin and NEAR accounts of the wallet whose key two shares rebuild (checked against
 * `expectedAddress`, its Ethereum address): deriveAccounts', with every byte of the key zeroed before
 * it returns. A login works them out as it unlocks the wallet, so that no signing is needed to show
 * the accounts.
 *
 * @example
 * const { solanaAddress } = await derivedAccountsOf([deviceShare, authShare], user.address)
 */
export async function derivedAccountsOf(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
): Promise<DerivedAccounts> {
  const { bytes } = await rebuildKeyBytes(shares, expectedAddress)
  try {
    return deriveAccounts(bytes)
  } finally {
    bytes.fill(0)
  }
}
