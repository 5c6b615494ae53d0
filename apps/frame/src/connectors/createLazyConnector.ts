import type { ConnectorKind, FrameConnector, WalletEvent } from './FrameConnector'

export type LazyConnector<C extends FrameConnector<A>, A> = FrameConnector<A> & {
  /** Loads the connector (once) and gives it, for what only that kind of connector does. */
  loaded(): Promise<C>
}

/**
 * A connector whose code loads on first use, so that a flow the visitor may never start adds
 * nothing to what the frame loads before Connect paints. Listeners added before it loads are
 * attached when it does.
 *
 * @example
 * const embedded = createLazyConnector('embedded', () => import('./createEmbeddedConnector').then(make))
 */
export function createLazyConnector<C extends FrameConnector<A>, A>(
  kind: ConnectorKind,
  load: () => Promise<C>,
): LazyConnector<C, A> {
  const listeners = new Set<(event: WalletEvent) => void>()
  let loading: Promise<C> | undefined
  const loaded = () => {
    loading ??= load().then((connector) => {
      connector.onEvent((event) => {
        for (const listener of listeners) listener(event)
      })
      return connector
    })
    // A failed load may be tried again (the chunk may load on a second try).
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  return {
    kind,
    loaded,
    connect: async (args) => (await loaded()).connect(args),
    reconnect: async (stored) => (await loaded()).reconnect(stored),
    request: async (...args) => (await loaded()).request(...args),
    disconnect: async () => (await loaded()).disconnect(),
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
