import { adaptSatsConnectWallet, type SatsConnectProvider } from './adaptSatsConnectWallet'
import type { StandardWalletProvider } from './announceStandardWallets'
import { windowPath } from './windowPath'

type Detail = { info: object; provider: StandardWalletProvider }

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
  const adapted = new Map<string, Detail>()

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
        const rdns = `sats-connect:${id}`
        detail = {
          info: { uuid: rdns, name, icon, rdns, namespace: 'bip122' },
          provider: adaptSatsConnectWallet(provider as SatsConnectProvider),
        }
        adapted.set(id, detail)
      }
      dispatchEvent(new CustomEvent('latch:announceProvider', { detail }))
    }
  }

  addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => removeEventListener('eip6963:requestProvider', announce)
}
