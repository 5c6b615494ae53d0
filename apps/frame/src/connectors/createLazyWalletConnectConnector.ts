import { createLazyConnector, type LazyConnector } from './createLazyConnector'
import type {
  createWalletConnectFrameConnector,
  WalletConnectConnectArgs,
  WalletConnectFrameConnector,
} from './createWalletConnectFrameConnector'

/**
 * WalletConnect's frame connector with its code (the session store, the pairing loop, the SDK
 * loader) loaded on first use, not before Connect paints: `warm` (the visitor moved toward it), a pairing, or a
 * stored session to restore loads it. `destroy` stops it only if it ever loaded.
 *
 * @example
 * const walletConnect = createLazyWalletConnectConnector({ store, config })
 * walletConnect.warm()
 */
export function createLazyWalletConnectConnector(
  deps: Parameters<typeof createWalletConnectFrameConnector>[0],
): LazyConnector<WalletConnectFrameConnector, WalletConnectConnectArgs> &
  Pick<WalletConnectFrameConnector, 'warm' | 'destroy'> {
  let used = false
  const lazy = createLazyConnector<WalletConnectFrameConnector, WalletConnectConnectArgs>(
    'walletconnect',
    () => {
      used = true
      return import('./createWalletConnectFrameConnector').then((module) =>
        module.createWalletConnectFrameConnector(deps),
      )
    },
  )
  return {
    ...lazy,
    warm() {
      lazy.loaded().then(
        (connector) => connector.warm(),
        (error: unknown) => console.error('latch:', error),
      )
    },
    destroy() {
      if (used)
        lazy.loaded().then(
          (connector) => connector.destroy(),
          () => undefined,
        )
    },
  }
}
