import type { FrameController } from '@/controller/createFrameController'

/** One call the frame made to the host page. */
type HostCall = { type: string; payload: Record<string, unknown> }

/**
 * Attaches a fake host page to a controller: it records every call the frame makes and answers with
 * `answer` (`{}` by default); `send` delivers a host message and `init` the handshake's first one.
 *
 * @example
 * const host = attachFakeHost(controller)
 * await host.init({ injected: [wallet] })
 */
export function attachFakeHost(
  controller: FrameController,
  answer: (type: string, payload: Record<string, unknown>) => unknown = () => ({}),
) {
  const calls: HostCall[] = []
  controller.attach({
    origin: 'http://localhost:5173',
    call: (async (type: string, payload: Record<string, unknown>) => {
      calls.push({ type, payload })
      return answer(type, payload) ?? {}
    }) as Parameters<FrameController['attach']>[0]['call'],
    destroy: () => undefined,
  })
  let id = 0
  const send = (type: string, payload: unknown) =>
    controller.handle({ v: 1, id: String(++id), type, payload })
  const init = (payload: Record<string, unknown> = {}) =>
    send('init', {
      version: 1,
      projectId: 'latch-dev',
      sdkVersion: '0.1.0',
      sdkType: 'latch',
      injected: [],
      mirror: {},
      ...payload,
    })
  return { calls, send, init }
}
