import { cleanText } from './cleanText'
import { field } from './field'
import { caipNetworkIdPattern, rdnsPattern, walletIdPattern, walletImageIdPattern } from './patterns'
import { sanitizeLink } from './sanitizeLink'
import type { InjectedWallet, WalletEntry } from './WalletEntry'
import { walletImageUrl } from './walletImageUrl'

const maxChains = 256

/**
 * An untrusted catalogue entry (an import of a newer registry, a project's custom wallet) made into a
 * WalletEntry: the name as plain text, each link kept only if safe (see sanitizeLink), an image id
 * pointing at our image endpoint, unknown fields dropped. Null when it has no usable id or name.
 *
 * @example
 * sanitizeWalletEntry({ id: 'my-wallet', name: 'My Wallet', webapp_link: 'javascript:alert(1)' }, 0)
 * // { id: 'my-wallet', name: 'My Wallet', webapp_link: null, ..., order: 0 }
 */
export function sanitizeWalletEntry(raw: unknown, fallbackOrder: number): WalletEntry | null {
  const id = field(raw, 'id')
  if (typeof id !== 'string' || !walletIdPattern.test(id)) return null
  const name = cleanText(field(raw, 'name'), 100)
  if (!name) return null
  const imageId =
    typeof field(raw, 'image_id') === 'string' ? String(field(raw, 'image_id')).toLowerCase() : ''
  const imageUrl = walletImageIdPattern.test(imageId)
    ? walletImageUrl(imageId)
    : sanitizeLink(field(raw, 'image_url'))
  const homepage = sanitizeLink(field(raw, 'homepage'))
  const injected = injectedOf(field(raw, 'injected'))
  const order = field(raw, 'order')
  return {
    id,
    name,
    ...(walletImageIdPattern.test(imageId) ? { image_id: imageId } : {}),
    ...(imageUrl ? { image_url: imageUrl } : {}),
    rdns: rdnsOf(field(raw, 'rdns')),
    ...(homepage ? { homepage } : {}),
    mobile_link: sanitizeLink(field(raw, 'mobile_link'), { appScheme: true }),
    universal_link: sanitizeLink(field(raw, 'universal_link')),
    desktop_link: sanitizeLink(field(raw, 'desktop_link'), { appScheme: true }),
    webapp_link: sanitizeLink(field(raw, 'webapp_link')),
    app_store: sanitizeLink(field(raw, 'app_store')),
    play_store: sanitizeLink(field(raw, 'play_store')),
    chains: chainsOf(field(raw, 'chains')),
    ...(injected.length > 0 ? { injected } : {}),
    badge_type: field(raw, 'badge_type') === 'certified' ? 'certified' : 'none',
    order: typeof order === 'number' && Number.isSafeInteger(order) ? order : fallbackOrder,
  }
}

function rdnsOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const rdns = value.trim().toLowerCase()
  return rdns.length <= 253 && rdnsPattern.test(rdns) ? rdns : null
}

function chainsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const chains = value.filter(
    (chain): chain is string => typeof chain === 'string' && caipNetworkIdPattern.test(chain),
  )
  return [...new Set(chains)].slice(0, maxChains)
}

function injectedOf(value: unknown): InjectedWallet[] {
  if (!Array.isArray(value)) return []
  return value.slice(0, 16).flatMap((item) => {
    const namespace = field(item, 'namespace')
    const injectedId = field(item, 'injected_id')
    if (typeof namespace !== 'string' || !/^[-a-z0-9]{3,8}$/.test(namespace)) return []
    if (typeof injectedId !== 'string' || !/^[A-Za-z0-9_.$-]{1,64}$/.test(injectedId)) return []
    return [{ namespace, injected_id: injectedId }]
  })
}
