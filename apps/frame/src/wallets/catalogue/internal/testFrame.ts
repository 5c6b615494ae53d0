import type { InitPayload } from '@latch/protocol'
import { attachFakeHost } from '@/testing/attachFakeHost'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { catalogueTestApi } from './catalogueTestApi'

/**
 * A frame for view tests: a viewFrame whose controller was initialised by a host page on
 * localhost:5173 with `init` (WalletConnect on, over a relay nobody dials: the tests stop at the
 * controller's actions), its API answered by catalogueTestApi. `hostCalls` are the calls the frame
 * made to the host page; `wrap` puts a view inside the store and the controller.
 */
export async function testFrame(
  options: { init?: Partial<InitPayload>; api?: Parameters<typeof catalogueTestApi>[0] } = {},
) {
  const server = catalogueTestApi(options.api)
  const frame = viewFrame({
    controller: {
      fetch: server.fetch,
      walletConnect: { relayUrl: 'ws://127.0.0.1:9', projectId: 'latch-dev', local: true },
    },
  })
  // A wallet that stays waiting for the user: the test has seen where the click went.
  const host = attachFakeHost(frame.controller, (type) =>
    type === 'injected.request' ? new Promise(() => undefined) : {},
  )
  const reply = await host.init({ isMobile: false, ...options.init })
  if (!reply.ok) throw new Error(`init failed: ${reply.error.message}`)
  return { ...server, ...frame, hostCalls: host.calls }
}
