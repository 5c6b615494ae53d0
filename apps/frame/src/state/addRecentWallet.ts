import { limits } from '@latch/shared-types'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'

/**
 * The recent wallets after `wallet` connected: it goes first, once, and only the newest
 * `limits.recentWallets.max` (2, docs/behaviour.md#constants-and-limits) stay.
 *
 * @example
 * addRecentWallet([rainbow, metamask], trust) // [trust, rainbow]
 */
export function addRecentWallet(
  recent: readonly CatalogueWallet[],
  wallet: CatalogueWallet,
): CatalogueWallet[] {
  return [wallet, ...recent.filter((entry) => entry.id !== wallet.id)].slice(0, limits.recentWallets.max)
}
