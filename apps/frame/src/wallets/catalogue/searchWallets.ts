import { limits } from '@latch/shared-types'
import type { ApiClient } from '@/api/createApiClient'
import type { CatalogueWalletPage } from '@/wallets/CatalogueWallet'
import { fetchWalletPage } from './fetchWalletPage'
import type { WalletFilter } from './WalletFilter'

/**
 * The catalogue's matches for a search term (docs/behaviour.md#calls: up to 100, the term trimmed). A blank term
 * is no search: it answers nothing without asking.
 *
 * @example
 * await searchWallets(api, { filter, term: ' meta ' }) // { data: [MetaMask], count: 1 }
 */
export async function searchWallets(
  api: ApiClient,
  options: { filter: WalletFilter; term: string; signal?: AbortSignal },
): Promise<CatalogueWalletPage> {
  const search = options.term.trim()
  if (!search) return { data: [], count: 0 }
  return fetchWalletPage(
    api,
    { ...options.filter, page: 1, entries: limits.walletCatalogue.searchSize, search },
    options.signal,
  )
}
