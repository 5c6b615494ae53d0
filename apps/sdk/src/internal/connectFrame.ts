import { connect, type Message, type Messenger } from 'penpal'

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
  // penpal's messenger for one window of one origin (its WindowMessenger serves any origin, RegExps
  // and '*', and penpal 6 children): every message is posted to `origin`, and only messages from that
  // window and origin are heard. The handshake travels over the window, the calls over the
  // MessageChannel whose port ACK2 carries.
  const handlers = new Set<(message: Message) => void>()
  let valid: (data: unknown) => data is Message
  let port: MessagePort | undefined
  const deliver = (message: Message) => {
    for (const handler of handlers) handler(message)
  }
  const listen = (next?: MessagePort) => {
    port?.close()
    port = next
    // Setting onmessage starts the port.
    if (next) next.onmessage = ({ data }) => valid(data) && deliver(data)
  }
  const onWindow = ({ source, origin: from, ports, data }: MessageEvent) => {
    if (source !== remoteWindow || from !== origin || !valid(data)) return
    if (data.type === 'SYN') listen()
    if (data.type === 'ACK2') {
      if (!ports[0]) return
      listen(ports[0])
    }
    deliver(data)
  }
  const messenger: Messenger = {
    initialize({ validateReceivedMessage }) {
      valid = validateReceivedMessage
      addEventListener('message', onWindow)
    },
    sendMessage(message) {
      if (message.type === 'ACK2') {
        const { port1, port2 } = new MessageChannel()
        listen(port1)
        remoteWindow.postMessage(message, origin, [port2])
      } else if (message.type === 'SYN' || message.type === 'ACK1') remoteWindow.postMessage(message, origin)
      // Calls and replies take the port; without one (no ACK2 yet) this throws, and penpal reports
      // TRANSMISSION_FAILED.
      else (port as MessagePort).postMessage(message)
    },
    addMessageHandler: (handler) => handlers.add(handler),
    removeMessageHandler: (handler) => handlers.delete(handler),
    destroy() {
      removeEventListener('message', onWindow)
      listen()
      handlers.clear()
    },
  }
  const connection = connect<{ handle: FrameCall }>({ messenger, methods: { handle }, timeout })
  return {
    // penpal's remote, as patched at build time (scripts/internal/patchPenpal.mjs), is the frame's one
    // method, an async function: it never throws synchronously.
    promise: connection.promise.then((remote) => remote.handle),
    // Rejects the pending calls and removes the listeners; penpal's DESTROY is cut at build time.
    destroy: connection.destroy,
  }
}
