import type { ViewName } from '@latch/shared-types'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { createFrameController } from '@/controller/createFrameController'
import { ControllerContext } from '@/embed/ControllerContext'
import { connectionAtom, type HostConfig, hostConfigAtom, routerAtom } from '@/state/atoms'
import { type ConnectionState, initialConnectionState } from '@/state/connectionReducer'
import { initialRouterState, type RouterData } from '@/state/routerReducer'

export type ViewFrameOptions = {
  /** A store the test made; a fresh one otherwise. */
  store?: ReturnType<typeof createStore>
  /** Opens the modal on this history (the last view shown) with this data. */
  route?: { history: [ViewName, ...ViewName[]]; data?: RouterData }
  /** Set over the initial connection. */
  connection?: Partial<ConnectionState>
  host?: HostConfig
  /** More for the controller: a fake API's fetch, a WalletConnect config. */
  controller?: Partial<Omit<Parameters<typeof createFrameController>[0], 'store'>>
}

/**
 * A frame for view tests: a jotai store with the atoms a view reads set from `options`, the real
 * controller of the dev project (chains 31337 and 31338) over it, and `wrap` to put a view inside
 * both. No host page is attached: actions that would reach one are the test's to spy on.
 *
 * @example
 * const { store, wrap } = viewFrame({ route: { history: ['ConnectingWalletConnectBasic'] } })
 * renderToStaticMarkup(wrap(<ConnectingWalletConnectBasicView />))
 */
export function viewFrame(options: ViewFrameOptions = {}) {
  const store = options.store ?? createStore()
  if (options.route) {
    const { history, data = {} } = options.route
    store.set(routerAtom, {
      ...initialRouterState,
      open: true,
      view: history.at(-1) ?? history[0],
      history,
      data,
    })
  }
  if (options.host) store.set(hostConfigAtom, options.host)
  if (options.connection) store.set(connectionAtom, { ...initialConnectionState, ...options.connection })
  const controller = createFrameController({
    store,
    projectId: 'latch-dev',
    projectNetworks: ['eip155:31337', 'eip155:31338'],
    ...options.controller,
  })
  const wrap = (view: ReactNode) => (
    <Provider store={store}>
      <ControllerContext.Provider value={controller}>{view}</ControllerContext.Provider>
    </Provider>
  )
  return { store, controller, wrap }
}
