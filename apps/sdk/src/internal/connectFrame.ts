import { connect, WindowMessenger } from 'penpal'

/**
 * Sends one protocol message to the frame's `handle` and resolves with its reply. It never throws
 * synchronously: a destroyed connection or a message that cannot be cloned rejects the promise.
 *
 * @example
 * const reply = await call({ v: 1, id: '1', type: 'close', payload: {} })
 */
export type FrameCall = (message: unknown) => Promise<unknown>

/**
 * What `connectFrame` returns: the handshake, and a way to tear the channel down.
 *
 * @example
 * const { promise, destroy } = connection
 */
export type FrameConnection = { promise: Promise<FrameCall>; destroy: () => void }

/**
 * The transport seam: penpal over postMessage to the overlay iframe, talking only to `origin`.
 * Each side exposes one method, `handle`; tests replace this module with a fake. `destroy` rejects
 * the calls still waiting for a reply and tells the frame nothing: after a reload the frame may
 * already be talking to this channel, and a DESTROY would end the new document's connection.
 *
 * @example
 * const { promise } = connectFrame(iframe.contentWindow, 'http://127.0.0.1:3000', handle, 10_000)
 * const reply = await (await promise)({ v: 1, id: '1', type: 'open', payload: {} })
 */
export function connectFrame(
  remoteWindow: Window,
  origin: string,
  handle: (message: unknown) => unknown,
  timeout: number,
): FrameConnection {
  const messenger = new WindowMessenger({ remoteWindow, allowedOrigins: [origin] })
  const connection = connect<{ handle: FrameCall }>({ messenger, methods: { handle }, timeout })
  return {
    promise: connection.promise.then((remote) => async (message: unknown) => remote.handle(message)),
    destroy() {
      // Without its port the messenger cannot send penpal's DESTROY; the pending calls are still rejected.
      messenger.destroy()
      connection.destroy()
    },
  }
}
