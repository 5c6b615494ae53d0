import { adaptNearConnectWallet, type NearConnectWallet } from './internal/adaptNearConnectWallet'
import { announceToLatch, type LatchAnnouncement, latchAnnouncement } from './internal/latchAnnouncement'

// near-connect's discovery: a selector says it is ready, and each wallet of the page answers (or
// announces itself when it loads later) with itself as the event's detail.
const selectorReady = 'near-selector-ready'
const walletInjected = 'near-wallet-injected'

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * Lets Latch list the page's NEAR wallets in Connect when the app asks for a NEAR network: those
 * that inject themselves for near-connect (`@hot-labs/near-connect`'s `near-wallet-injected` event,
 * as NEAR's browser-extension wallets do), each announced to Latch on `latch:announceProvider` with
 * `namespace: 'near'`: when it injects itself, and whenever Latch asks for wallets. It says
 * `near-selector-ready` once, so that a wallet already loaded injects itself now. A wallet that
 * injects itself again under the same manifest id replaces the one before. Latch's frame signs in
 * with it (its account ids on the app's NEAR network), and sends it `near_signMessage` (NEP-413) and
 * `near_getAccounts`; near-connect wallets sign transactions only to send them, so Latch's
 * `near_signTransaction` is refused with 4200. Returns a function that stops announcing.
 *
 * @example
 * import { getLatch } from '@latch/sdk'
 * import { announceNearWallets } from '@latch/sdk/near'
 *
 * announceNearWallets()
 * getLatch({ projectId: 'latch-dev', networks: ['eip155:31337', 'near:testnet'] })
 */
export function announceNearWallets(): () => void {
  const adapted = new Map<string, { wallet: NearConnectWallet; detail: LatchAnnouncement }>()

  const onInjected = (event: Event) => {
    const wallet = (event as CustomEvent<Partial<NearConnectWallet> | null>).detail
    const { id, name, icon } = (wallet?.manifest ?? {}) as Partial<NearConnectWallet['manifest']>
    if (!isText(id, 100) || !isText(name, 100) || !isText(icon, 100_000)) return
    if (typeof wallet?.signIn !== 'function') return
    // The same wallet injected twice is announced once more, with the provider Latch already has.
    let entry = adapted.get(id)
    if (entry?.wallet !== wallet) {
      const adapter = adaptNearConnectWallet(wallet as NearConnectWallet)
      entry = {
        wallet: wallet as NearConnectWallet,
        detail: latchAnnouncement(`near-connect:${id}`, name, icon, 'near', adapter),
      }
      adapted.set(id, entry)
    }
    announceToLatch(entry.detail)
  }
  const announceAll = () => {
    for (const { detail } of adapted.values()) announceToLatch(detail)
  }

  addEventListener(walletInjected, onInjected)
  addEventListener('eip6963:requestProvider', announceAll)
  dispatchEvent(new Event(selectorReady))
  return () => {
    removeEventListener(walletInjected, onInjected)
    removeEventListener('eip6963:requestProvider', announceAll)
  }
}
