import type { AnnouncedWallet, InjectedWalletInfo } from '@latch/protocol'
import { ProviderDisconnectedError } from '@latch/protocol/errors'

type Listener = (data: unknown) => void
type WalletProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: Listener): unknown
  removeListener?(event: string, listener: Listener): unknown
}

/**
 * The events of a host wallet that the frame hears about.
 *
 * @example
 * const event: WalletEvent = 'accountsChanged'
 */
export type WalletEvent = 'accountsChanged' | 'chainChanged' | 'disconnect'

/**
 * Finds the wallets of the host window (EIP-6963 announcements, else `window.ethereum`), which a
 * cross-origin frame cannot see, and runs the frame's requests on them. Latch itself (rdns `id.latch`)
 * is never listed, nor an announcement without a provider or whose info is not four strings. Wallets
 * of other namespaces come announced the same way on `latch:announceProvider`, with a `namespace`
 * in their info (announceSolanaWallets adapts the Wallet Standard ones).
 *
 * @example
 * const bridge = createWalletBridge(true, (wallets) => announce(wallets), (uuid, event, data) => forward(uuid, event, data))
 * await bridge.request('injected', 'eth_requestAccounts')
 */
export function createWalletBridge(
  discover: boolean,
  onChange: (wallets: AnnouncedWallet[]) => void,
  onEvent: (uuid: string, event: WalletEvent, data: unknown) => void,
) {
  const wallets = new Map<string, [InjectedWalletInfo, WalletProvider]>()
  const watched = new Set<string>()
  const stops: (() => void)[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const ethereum = () => (window as { ethereum?: WalletProvider }).ethereum

  // Without announcements, window.ethereum goes by its id alone; the frame names it (browserWalletInfo).
  const list = (): AnnouncedWallet[] =>
    wallets.size ? [...wallets.values()].slice(0, 50).map(([info]) => info) : ethereum() ? ['injected'] : []

  const onAnnounce = (event: Event) => {
    const { info, provider } = (event as CustomEvent).detail ?? {}
    const { uuid, name, icon, rdns, namespace } = info ?? {}
    // Only the info's four strings cross to the frame, which drops a wallet it cannot show safely
    // (an icon that is not an image, a name too long, a namespace it does not know: InjectedWalletInfo).
    if (
      [uuid, name, icon, rdns].every((text) => typeof text === 'string') &&
      rdns !== 'id.latch' &&
      typeof provider?.request === 'function'
    ) {
      wallets.set(uuid, [{ uuid, name, icon, rdns, namespace }, provider])
      clearTimeout(timer)
      timer = setTimeout(() => onChange(list()))
    }
  }

  if (discover) {
    addEventListener('eip6963:announceProvider', onAnnounce)
    addEventListener('latch:announceProvider', onAnnounce)
    dispatchEvent(new Event('eip6963:requestProvider'))
  }

  return {
    list,
    /** Runs a request on the wallet `uuid`; the first one subscribes to the wallet's events. */
    async request(uuid: string, method: string, params: unknown) {
      const provider = wallets.get(uuid)?.[1] ?? (uuid === 'injected' ? ethereum() : undefined)
      // 4900: the page has no such wallet (any longer) to connect to.
      if (!provider) throw new ProviderDisconnectedError()
      if (!watched.has(uuid)) {
        watched.add(uuid)
        for (const event of ['accountsChanged', 'chainChanged', 'disconnect'] as const) {
          const listener = (data: unknown) => onEvent(uuid, event, data)
          provider.on?.(event, listener)
          stops.push(() => provider.removeListener?.(event, listener))
        }
      }
      return provider.request({ method, params })
    },
    destroy() {
      removeEventListener('eip6963:announceProvider', onAnnounce)
      removeEventListener('latch:announceProvider', onAnnounce)
      clearTimeout(timer)
      for (const stop of stops) stop()
    },
  }
}
