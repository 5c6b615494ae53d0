import { limits } from '@latch/shared-types'
import type { ApiClient } from '@/api/createApiClient'
import type { CatalogueWalletPage } from '@/wallets/CatalogueWallet'
import { fetchWalletPage } from './fetchWalletPage'
import type { WalletFilter } from './WalletFilter'

/**
 * The recommended wallets (docs/behaviour.md#calls): the catalogue's first page of 4, leaving out the host's
 * excluded ids and `shownIds`, the wallets the Connect view lists already (featured, recent). The
 * answer's count is of the rest of the catalogue.
 *
 * @example
 * await loadRecommendedWallets(api, { filter, shownIds: featuredIds }) // { data: [4 wallets], count: 111 }
 */
export async function loadRecommendedWallets(
  api: ApiClient,
  options: { filter: WalletFilter; shownIds: readonly string[]; signal?: AbortSignal },
): Promise<CatalogueWalletPage> {
  const { filter } = options
  return fetchWalletPage(
    api,
    {
      ...filter,
      exclude: [...new Set([...filter.exclude, ...options.shownIds])],
      page: 1,
      entries: limits.walletCatalogue.recommendedCount,
    },
    options.signal,
  )
}
