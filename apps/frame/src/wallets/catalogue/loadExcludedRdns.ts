import type { ApiClient } from '@/api/createApiClient'
import { fetchWalletPage } from './fetchWalletPage'
import { rdnsKey } from './internal/rdnsKey'

/**
 * The rdns of the wallets the host excludes (docs/behaviour.md#calls, the excluded-rdns lookup), so that the same
 * wallet announced by the host page is left out too. Asks for exactly those ids, on any chain.
 *
 * @example
 * await loadExcludedRdns(api, { exclude: [metaMaskId] }) // ['io.metamask']
 */
export async function loadExcludedRdns(
  api: ApiClient,
  options: { exclude: readonly string[]; signal?: AbortSignal },
): Promise<string[]> {
  const ids = [...new Set(options.exclude)].slice(0, 100)
  if (ids.length === 0) return []
  const { data } = await fetchWalletPage(
    api,
    { chains: [], include: ids, exclude: [], page: 1, entries: ids.length },
    options.signal,
  )
  return [...new Set(data.flatMap((wallet) => rdnsKey(wallet.rdns) ?? []))]
}
