import type { ApiClient } from '@/api/createApiClient'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { loadExcludedRdns } from './loadExcludedRdns'
import { loadFeaturedWallets } from './loadFeaturedWallets'
import { loadRecommendedWallets } from './loadRecommendedWallets'
import type { WalletFilter } from './WalletFilter'

/** What the Connect view lists from the catalogue. */
export type ConnectCatalogue = {
  featured: CatalogueWallet[]
  recommended: CatalogueWallet[]
  /** How many wallets the full list (AllWallets) has under the filter. */
  count: number
  /** Of the wallets the host excludes: announced wallets with these rdns are left out too. */
  excludedRdns: string[]
}

/**
 * Loads the Connect view's catalogue part at once: the featured wallets, the recommended ones (without
 * the featured and recent wallets the view shows already) and the excluded wallets' rdns.
 *
 * @example
 * const { featured, recommended, count } = await loadConnectCatalogue(api, { filter, featuredIds, recent })
 */
export async function loadConnectCatalogue(
  api: ApiClient,
  options: {
    filter: WalletFilter
    featuredIds: readonly string[]
    recent: readonly CatalogueWallet[]
    /** The host's own wallets: never in the server's catalogue, so never counted in it. */
    customIds?: readonly string[]
    signal?: AbortSignal
  },
): Promise<ConnectCatalogue> {
  const { filter, featuredIds, signal } = options
  const signalOption = signal ? { signal } : {}
  const recentIds = options.recent.map((wallet) => wallet.id)
  const [featured, recommended, excludedRdns] = await Promise.all([
    loadFeaturedWallets(api, { filter, featuredIds, ...signalOption }),
    loadRecommendedWallets(api, { filter, shownIds: [...featuredIds, ...recentIds], ...signalOption }),
    loadExcludedRdns(api, { exclude: filter.exclude, ...signalOption }),
  ])
  // The recommended request left the recent wallets out of its count. They were connected under
  // this filter's networks, so each one the filter lets through is counted back in.
  const notCounted = new Set([...featuredIds, ...filter.exclude, ...(options.customIds ?? [])])
  const recentCounted = [...new Set(recentIds)].filter(
    (id) => !notCounted.has(id) && (filter.include.length === 0 || filter.include.includes(id)),
  )
  return {
    featured,
    recommended: recommended.data,
    count: recommended.count + featured.length + recentCounted.length,
    excludedRdns,
  }
}
