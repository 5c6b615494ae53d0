import { adaptSatsConnectWallet, type SatsConnectProvider } from './adaptSatsConnectWallet'
import { announceToLatch, type LatchAnnouncement, latchAnnouncement } from './latchAnnouncement'
import { windowPath } from './windowPath'

/**
 * Announces to Latch (`latch:announceProvider`) each Bitcoin wallet the page lists in sats-connect's
 * registry (`window.btc_providers`: its id, the path of its provider on `window`, with its name and
 * icon), adapted by adaptSatsConnectWallet, as a wallet of bip122: now, and whenever Latch asks for
 * wallets. One `listedElsewhere` says is listed already (a wallet of Wallet Standard too, by name)
 * is left out, so that no wallet shows twice. Returns a function that stops announcing.
 *
 * @example
 * announceSatsConnectWallets((name) => standardNames.has(name))
 */
export function announceSatsConnectWallets(listedElsewhere: (name: string) => boolean): () => void {
  const adapted = new Map<string, LatchAnnouncement>()

  const announce = () => {
    const entries = (window as { btc_providers?: unknown }).btc_providers
    if (!Array.isArray(entries)) return
    for (const entry of entries) {
      const { id, name, icon } = (entry ?? {}) as Record<string, unknown>
      if (typeof id !== 'string' || typeof name !== 'string' || typeof icon !== 'string') continue
      if (listedElsewhere(name)) continue
      const provider = windowPath(id.split('.'))
      if (typeof (provider as Partial<SatsConnectProvider> | undefined)?.request !== 'function') continue
      let detail = adapted.get(id)
      if (!detail) {
        const adapter = adaptSatsConnectWallet(provider as SatsConnectProvider)
        detail = latchAnnouncement(`sats-connect:${id}`, name, icon, 'bip122', adapter)
        adapted.set(id, detail)
      }
      announceToLatch(detail)
    }
  }

  addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => removeEventListener('eip6963:requestProvider', announce)
}
