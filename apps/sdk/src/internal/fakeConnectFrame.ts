import type { FrameConnection } from './connectFrame'

/**
 * A protocol envelope as the fake frame receives it.
 *
 * @example
 * const [init]: Envelope[] = fakeFrame.sent('init')
 */
export type Envelope = { v: number; id: string; type: string; payload: Record<string, unknown> }

// 'refused': the frame never answers the handshake, as when its allow-list refuses the host.
type Mode = 'connect' | 'timeout' | 'refused'

/**
 * Test double of the frame behind the transport seam (`connectFrame`): it records what the host sends,
 * answers with `respond`, and lets a test call the host's `handle` as the frame would.
 *
 * @example
 * vi.mock('./internal/connectFrame', () => import('./internal/fakeConnectFrame'))
 * await fakeFrame.call({ v: 1, id: 'f1', type: 'setVisible', payload: { visible: true } })
 */
export const fakeFrame = {
  mode: 'connect' as Mode,
  origin: '',
  timeout: 0,
  remoteWindow: null as Window | null,
  destroyed: 0,
  received: [] as Envelope[],
  handle: undefined as ((message: unknown) => unknown) | undefined,
  respond: (message: Envelope): unknown => defaultReply(message),
  /** Calls the host's `handle` as the frame would. */
  call(message: unknown) {
    if (!this.handle) throw new Error('no Latch is connected')
    return Promise.resolve(this.handle(message))
  },
  /** The messages of one type the host sent. */
  sent(type: string) {
    return this.received.filter((message) => message.type === type)
  },
  reset() {
    this.mode = 'connect'
    this.received = []
    this.destroyed = 0
    this.handle = undefined
    this.respond = defaultReply
  },
}

/**
 * A success reply with the payload the frame's schema gives each message.
 *
 * @example
 * fakeFrame.respond = (message) => ({ ...defaultReply(message), payload: { result: '0x1' } })
 */
export function defaultReply(message: Envelope) {
  const payload =
    message.type === 'init'
      ? { state: { open: false, view: 'Connect', status: 'disconnected' } }
      : message.type === 'close'
        ? { closed: true }
        : message.type === 'request'
          ? { result: null }
          : {}
  return { v: 1, id: message.id, type: message.type, ok: true, payload }
}

/**
 * Stands in for the penpal transport: connects at once, times out after `timeout` or never answers,
 * as `fakeFrame.mode` says.
 *
 * @example
 * const { promise } = connectFrame(window, 'http://127.0.0.1:3000', handle, 10_000)
 */
export function connectFrame(
  remoteWindow: Window,
  origin: string,
  handle: (message: unknown) => unknown,
  timeout: number,
): FrameConnection {
  Object.assign(fakeFrame, { remoteWindow, origin, timeout, handle })
  const call = async (message: unknown) => {
    fakeFrame.received.push(message as Envelope)
    return fakeFrame.respond(message as Envelope)
  }
  return {
    promise:
      fakeFrame.mode === 'connect'
        ? Promise.resolve(call)
        : new Promise((_, reject) => {
            if (fakeFrame.mode === 'timeout')
              setTimeout(() => reject(new Error('Connection timed out')), timeout)
          }),
    destroy: () => {
      fakeFrame.destroyed++
    },
  }
}
