import {
  type FrameToHostType,
  messageDefinition,
  type PayloadOf,
  ProviderRpcError,
  protocolVersion,
  type ResultOf,
} from '@latch/protocol'
import { type Connection, connect, WindowMessenger } from 'penpal'

type Remote = { handle(message: unknown): Promise<unknown> }

/** The frame's side of the penpal connection: calls to the host, each reply checked by its schema. */
export type HostLink = {
  /** The host page's origin, as the handshake established it; the frame's own /api calls name it. */
  origin: string
  call<T extends FrameToHostType>(type: T, payload: PayloadOf<T>): Promise<ResultOf<T>>
  destroy(): void
}

let nextId = 0

/**
 * Connects to the parent window, accepting only parents whose origin matches `allowedOrigins`
 * (penpal also checks the message source), and exposes `handle` to the host.
 */
export async function connectToHost(options: {
  allowedOrigins: (string | RegExp)[]
  handle: (message: unknown) => Promise<unknown>
}): Promise<HostLink> {
  const messenger = new WindowMessenger({
    remoteWindow: window.parent,
    allowedOrigins: options.allowedOrigins,
  })
  // penpal keeps the origin it accepted to itself. Its handshake is the first message the parent
  // sends from an allowed origin, so that message's origin is the one penpal connected to.
  let origin = ''
  const rememberOrigin = (event: MessageEvent) => {
    const allowed = options.allowedOrigins.some((pattern) =>
      typeof pattern === 'string' ? pattern === event.origin : pattern.test(event.origin),
    )
    if (!origin && event.source === window.parent && allowed) origin = event.origin
  }
  window.addEventListener('message', rememberOrigin)
  const connection: Connection<Remote> = connect<Remote>({ messenger, methods: { handle: options.handle } })
  const remote = await connection.promise.finally(() => window.removeEventListener('message', rememberOrigin))
  return {
    origin,
    async call(type, payload) {
      const id = `f${++nextId}`
      const reply = await remote.handle({ v: protocolVersion, id, type, payload })
      const definition = messageDefinition(type)
      const success = definition?.success.safeParse(reply)
      if (success?.success && success.data.id === id) return success.data.payload as never
      const failure = definition?.error.safeParse(reply)
      if (failure?.success) {
        throw new ProviderRpcError(failure.data.error.code, failure.data.error.message, {
          data: failure.data.error.data,
        })
      }
      throw new ProviderRpcError(-32603, `The host sent a malformed reply to ${type}.`)
    },
    destroy: () => connection.destroy(),
  }
}
