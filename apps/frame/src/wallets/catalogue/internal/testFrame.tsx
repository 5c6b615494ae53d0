import { type InitPayload, protocolVersion } from '@latch/protocol'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { createFrameController } from '@/controller/createFrameController'
import { ControllerContext } from '@/embed/ControllerContext'
import type { HostLink } from '@/embed/internal/hostLink'
import { catalogueTestApi } from './catalogueTestApi'

/**
 * A frame for view tests: a jotai store and the real controller, initialised by a host page on
 * localhost:5173 with `init` (WalletConnect on, over a relay nobody dials: the tests stop at the
 * controller's actions), its API answered by catalogueTestApi. `wrap` puts a view inside both.
 */
export async function testFrame(
  options: { init?: Partial<InitPayload>; api?: Parameters<typeof catalogueTestApi>[0] } = {},
) {
  const server = catalogueTestApi(options.api)
  const store = createStore()
  const controller = createFrameController({
    store,
    projectId: 'latch-dev',
    projectNetworks: ['eip155:31337', 'eip155:31338'],
    fetch: server.fetch,
    walletConnect: { relayUrl: 'ws://127.0.0.1:9', projectId: 'latch-dev', local: true },
  })
  const hostCalls: { type: string; payload: unknown }[] = []
  const link: HostLink = {
    origin: 'http://localhost:5173',
    call: (async (type: string, payload: unknown) => {
      hostCalls.push({ type, payload })
      // A wallet that stays waiting for the user: the test has seen where the click went.
      if (type === 'injected.request') return new Promise(() => undefined)
      return {}
    }) as HostLink['call'],
    destroy: () => undefined,
  }
  controller.attach(link)
  const reply = await controller.handle({
    v: protocolVersion,
    id: '1',
    type: 'init',
    payload: {
      version: protocolVersion,
      projectId: 'latch-dev',
      sdkVersion: '0.1.0',
      sdkType: 'latch',
      isMobile: false,
      injected: [],
      mirror: {},
      ...options.init,
    },
  })
  if (!reply.ok) throw new Error(`init failed: ${reply.error.message}`)
  const wrap = (view: ReactNode) => (
    <Provider store={store}>
      <ControllerContext.Provider value={controller}>{view}</ControllerContext.Provider>
    </Provider>
  )
  return { ...server, store, controller, hostCalls, wrap }
}
