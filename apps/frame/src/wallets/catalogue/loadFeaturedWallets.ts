import type { ApiClient } from '@/api/createApiClient'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { fetchWalletPage } from './fetchWalletPage'
import { featuredEntries } from './internal/featuredEntries'
import type { WalletFilter } from './WalletFilter'

/**
 * The host's featured wallets, in `featuredWalletIds` order: one request including just those ids
 * (and, when the host limits the list with `includeWalletIds`, only those of them it includes), with
 * as many entries as ids. No ids, no request.
 *
 * @example
 * await loadFeaturedWallets(api, { filter, featuredIds: [metaMaskId, rainbowId] }) // [MetaMask, Rainbow]
 */
export async function loadFeaturedWallets(
  api: ApiClient,
  options: { filter: WalletFilter; featuredIds: readonly string[]; signal?: AbortSignal },
): Promise<CatalogueWallet[]> {
  const { filter } = options
  const ids = [...new Set(options.featuredIds)].filter(
    (id) => filter.include.length === 0 || filter.include.includes(id),
  )
  if (ids.length === 0) return []
  const { data } = await fetchWalletPage(
    api,
    { ...filter, include: ids, page: 1, entries: featuredEntries(ids) },
    options.signal,
  )
  return [...data].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}
