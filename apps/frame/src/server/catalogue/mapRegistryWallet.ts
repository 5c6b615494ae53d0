import { field } from '@/catalogue/field'
import { sanitizeLink } from '@/catalogue/sanitizeLink'
import { sanitizeWalletEntry } from '@/catalogue/sanitizeWalletEntry'
import type { WalletEntry } from '@/catalogue/WalletEntry'
import { knownWalletRdns } from './internal/knownWalletRdns'

/**
 * One wallet of the WalletConnect v1 registry format (the seed's `wallets.json`) as a catalogue
 * entry: `id` → id and image_id, `mobile.native` (else `mobile.universal`) → mobile_link and
 * `mobile.universal` → universal_link as well, `desktop.native` (else `desktop.universal`) →
 * desktop_link, `app.browser` → webapp_link, `app.ios`/`app.android` → the store links, plus the rdns
 * we know. Untrusted: everything goes through sanitizeWalletEntry.
 *
 * @example
 * mapRegistryWallet(registry['c57ca95b…'], 3) // { id: 'c57ca95b…', name: 'MetaMask', rdns: 'io.metamask', ... }
 */
export function mapRegistryWallet(raw: unknown, order: number): WalletEntry | null {
  const id = field(raw, 'id')
  const known = typeof id === 'string' ? knownWalletRdns.get(id) : undefined
  const app = field(raw, 'app')
  const mobile = field(raw, 'mobile')
  return sanitizeWalletEntry(
    {
      id,
      name: field(raw, 'name'),
      image_id: id,
      rdns: known?.rdns ?? null,
      homepage: field(raw, 'homepage'),
      mobile_link: firstLink(mobile),
      universal_link: field(mobile, 'universal'),
      desktop_link: firstLink(field(raw, 'desktop')),
      webapp_link: field(app, 'browser'),
      app_store: field(app, 'ios'),
      play_store: field(app, 'android'),
      chains: field(raw, 'chains'),
      injected: known?.injected,
      badge_type: 'none',
      order,
    },
    order,
  )
}

// The native deep link opens the app itself; the universal link is the fallback when there is none.
function firstLink(links: unknown): string | null {
  return (
    sanitizeLink(field(links, 'native'), { appScheme: true }) ??
    sanitizeLink(field(links, 'universal'), { appScheme: true })
  )
}
