import { adaptLeatherWallet } from './adaptLeatherWallet'
import { adaptUnisatWallet } from './adaptUnisatWallet'
import type { StandardWalletProvider } from './announceStandardWallets'
import { announceToLatch, type LatchAnnouncement, latchAnnouncement } from './latchAnnouncement'
import { windowPath } from './windowPath'

// A letter on the wallet's colour: the frame shows only data URIs and http(s) images, and fetches
// nothing from a wallet's own site.
const letterIcon = (letter: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${background}"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`

/**
 * The Bitcoin wallets that speak an API of their own, neither Wallet Standard's nor sats-connect's:
 * where each puts its provider on `window`, its name, and its adapter.
 */
const ownApiWallets: {
  id: string
  name: string
  icon: string
  path: readonly string[]
  /** A function the provider has, which tells it from something else of the same name. */
  method: string
  adapt: (provider: never) => StandardWalletProvider
}[] = [
  {
    id: 'unisat',
    name: 'UniSat Wallet',
    icon: letterIcon('U', '#d97706'),
    path: ['unisat'],
    method: 'requestAccounts',
    adapt: adaptUnisatWallet,
  },
  // OKX's Bitcoin provider has UniSat's API.
  {
    id: 'okx',
    name: 'OKX Wallet',
    icon: letterIcon('O', '#111827'),
    path: ['okxwallet', 'bitcoin'],
    method: 'requestAccounts',
    adapt: adaptUnisatWallet,
  },
  {
    id: 'leather',
    name: 'Leather',
    icon: letterIcon('L', '#7c5b3e'),
    path: ['LeatherProvider'],
    method: 'request',
    adapt: adaptLeatherWallet,
  },
]

const looksLike = (provider: unknown, method: string) =>
  typeof (provider as Record<string, unknown> | undefined)?.[method] === 'function'

/**
 * Announces to Latch (`latch:announceProvider`) the page's Bitcoin wallets of an API of their own
 * (UniSat's `window.unisat`, OKX's `window.okxwallet.bitcoin`, Leather's `window.LeatherProvider`),
 * each adapted (adaptUnisatWallet, adaptLeatherWallet), as a wallet of bip122: now, and whenever
 * Latch asks for wallets. One `listedElsewhere` says is listed already (by Wallet Standard or
 * sats-connect's registry, by name) is left out, so that no wallet shows twice. Returns a function
 * that stops announcing.
 *
 * @example
 * announceOwnApiBitcoinWallets((name) => standardNames.has(name))
 */
export function announceOwnApiBitcoinWallets(listedElsewhere: (name: string) => boolean): () => void {
  const adapted = new Map<unknown, LatchAnnouncement>()

  const announce = () => {
    for (const { id, name, icon, path, method, adapt } of ownApiWallets) {
      const provider = windowPath(path)
      if (!looksLike(provider, method) || listedElsewhere(name)) continue
      let detail = adapted.get(provider)
      if (!detail) {
        detail = latchAnnouncement(`bitcoin-injected:${id}`, name, icon, 'bip122', adapt(provider as never))
        adapted.set(provider, detail)
      }
      announceToLatch(detail)
    }
  }

  addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => removeEventListener('eip6963:requestProvider', announce)
}
