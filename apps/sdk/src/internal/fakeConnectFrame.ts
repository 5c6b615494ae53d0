import { isShallow } from '@latch/protocol/guards'
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

// One penpal connection: the rejections of the calls it has not answered, and whether it has ended.
type Channel = { pending: Set<(error: Error) => void>; ended: boolean }

// penpal's error for a call on a connection that has ended, or that was waiting when it ended.
const destroyedError = () =>
  Object.assign(new Error(''), { name: 'PenpalError', code: 'CONNECTION_DESTROYED' })

const end = (channel: Channel) => {
  channel.ended = true
  for (const reject of channel.pending) reject(destroyedError())
  channel.pending.clear()
}

/**
 * Test double of the frame behind the transport seam (`connectFrame`): it records (a clone of) what the host sends,
 * answers with `respond` (a value, or a promise that may never settle), and lets a test call the host's
 * `handle` as the frame would. Like penpal, destroying a connection rejects the calls it has not
 * answered, and `drop` ends it from the frame's side, as a frame document that goes away does.
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
  /** How many connections the host has opened: one per frame document. */
  connections: 0,
  destroyed: 0,
  received: [] as Envelope[],
  handle: undefined as ((message: unknown) => unknown) | undefined,
  respond: (message: Envelope): unknown => defaultReply(message),
  channel: { pending: new Set(), ended: false } as Channel,
  /** Calls the host's `handle` as the frame would. */
  call(message: unknown) {
    if (!this.handle) throw new Error('no Latch is connected')
    return Promise.resolve(this.handle(message))
  },
  /** Ends the current connection from the frame's side (penpal's DESTROY, sent when its document goes). */
  drop() {
    end(this.channel)
  },
  /** The messages of one type the host sent. */
  sent(type: string) {
    return this.received.filter((message) => message.type === type)
  },
  reset() {
    this.mode = 'connect'
    this.received = []
    this.connections = 0
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
  const channel: Channel = { pending: new Set(), ended: false }
  Object.assign(fakeFrame, { remoteWindow, origin, timeout, handle, channel })
  fakeFrame.connections++
  const call = (message: unknown) =>
    new Promise((resolve, reject) => {
      if (channel.ended) throw destroyedError()
      // What penpal's postMessage does: the frame gets a clone, and a value that cannot be cloned fails.
      try {
        message = structuredClone(message)
      } catch (error) {
        throw Object.assign(new Error(String(error)), { name: 'PenpalError', code: 'TRANSMISSION_FAILED' })
      }
      channel.pending.add(reject)
      // What Chromium does with a message nested a few thousand deep: it sends it, and the frame
      // never receives it.
      if (!isShallow(message, 2000)) return
      fakeFrame.received.push(message as Envelope)
      Promise.resolve()
        .then(() => fakeFrame.respond(message as Envelope))
        .then(resolve, reject)
        .finally(() => channel.pending.delete(reject))
    })
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
      end(channel)
    },
  }
}
