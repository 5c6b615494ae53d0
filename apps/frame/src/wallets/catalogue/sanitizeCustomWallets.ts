import type { CustomWalletOption } from '@latch/protocol'
import { sanitizeWalletEntry } from '@/catalogue/sanitizeWalletEntry'
import { CatalogueWallet } from '@/wallets/CatalogueWallet'

/**
 * The host's `customWallets` as the frame lists them. The protocol keeps their links as given, so they
 * are cleaned here as the catalogue cleans its own (see sanitizeWalletEntry): the name as one plain
 * line, links only http(s) or an app's deep link, the image only http(s). Repeated ids keep the first.
 *
 * @example
 * sanitizeCustomWallets([{ id: 'shop', name: 'Shop', webapp_link: 'javascript:alert(1)' }])
 * // [{ id: 'shop', name: 'Shop', webapp_link: null, ... }]
 */
export function sanitizeCustomWallets(wallets: readonly CustomWalletOption[] | undefined): CatalogueWallet[] {
  const seen = new Set<string>()
  return (wallets ?? []).flatMap((wallet, order) => {
    const entry = sanitizeWalletEntry(wallet, order)
    const listed = entry ? CatalogueWallet.read(entry) : undefined
    if (!listed || seen.has(listed.id)) return []
    seen.add(listed.id)
    return [listed]
  })
}
