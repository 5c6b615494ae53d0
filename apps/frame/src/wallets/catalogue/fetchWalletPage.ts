import type { ApiClient } from '@/api/createApiClient'
import { CatalogueWalletPage } from '@/wallets/CatalogueWallet'
import type { WalletFilter } from './WalletFilter'

/** One GET /api/getWallets request: the filter, a 1-based page of `entries`, and an optional search. */
type WalletQuery = WalletFilter & { page: number; entries: number; search?: string }

/**
 * Asks the catalogue for one page and checks the answer's shape (a bad answer throws, like a failed
 * request). Lists go comma-separated; empty ones and an empty search are left out.
 *
 * @example
 * await fetchWalletPage(api, { chains: ['eip155:31337'], include: [], exclude: [], page: 1, entries: 40 })
 * // { data: [...40 wallets], count: 113 }
 */
export async function fetchWalletPage(
  api: ApiClient,
  query: WalletQuery,
  signal?: AbortSignal,
): Promise<CatalogueWalletPage> {
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(',') : undefined)
  const answer = await api('/api/getWallets', {
    query: {
      page: query.page,
      entries: query.entries,
      chains: list(query.chains),
      include: list(query.include),
      exclude: list(query.exclude),
      search: query.search || undefined,
    },
    ...(signal ? { signal } : {}),
  })
  return CatalogueWalletPage.parse(answer)
}
