import { limits } from '@latch/shared-types'
import type { ApiClient } from '@/api/createApiClient'
import type { CatalogueWalletPage } from '@/wallets/CatalogueWallet'
import { fetchWalletPage } from './fetchWalletPage'
import type { WalletFilter } from './WalletFilter'

/**
 * One page of the full list (docs/behaviour.md#constants-and-limits: 40 a page), 1-based.
 *
 * @example
 * await loadWalletPage(api, { filter, page: 2 }) // { data: [wallets 41 to 80], count: 113 }
 */
export function loadWalletPage(
  api: ApiClient,
  options: { filter: WalletFilter; page: number; signal?: AbortSignal },
): Promise<CatalogueWalletPage> {
  return fetchWalletPage(
    api,
    { ...options.filter, page: options.page, entries: limits.walletCatalogue.pageSize },
    options.signal,
  )
}
