import {
  type FrameToHostType,
  type PayloadOf,
  ProviderRpcError,
  protocolVersion,
  type ResultOf,
} from '@latch/protocol'
import { type Connection, connect, WindowMessenger } from 'penpal'
import { handshakeRefusal, refusedAncestor } from './handshakeRefusal'

type Remote = { handle(message: unknown): Promise<unknown> }

/** The frame's side of the penpal connection: calls to the host, each reply checked by its schema. */
export type HostLink = {
  /** The host page's origin, as the handshake established it; the frame's own /api calls name it. */
  origin: string
  call<T extends FrameToHostType>(type: T, payload: PayloadOf<T>): Promise<ResultOf<T>>
  destroy(): void
}

let nextId = 0

// Matches no origin: a frame inside a refused ancestor accepts no handshake at all.
const noOrigin = /(?!)/

/**
 * Connects to the parent window, accepting only parents whose origin matches `allowedOrigins`
 * (penpal also checks the message source), and exposes `handle` to the host.
 */
export async function connectToHost(options: {
  allowedOrigins: (string | RegExp)[]
  handle: (message: unknown) => Promise<unknown>
}): Promise<HostLink> {
  const allowed = (candidate: string) =>
    options.allowedOrigins.some((pattern) =>
      typeof pattern === 'string' ? pattern === candidate : pattern.test(candidate),
    )
  // Every page that holds this frame must be allowed, not only the parent. CSP frame-ancestors
  // checks the same; this holds where it is missing. Browsers without ancestorOrigins leave that to
  // the CSP.
  const place = { ancestorOrigins: Array.from(location.ancestorOrigins ?? []), allowed }
  const messenger = new WindowMessenger({
    remoteWindow: window.parent,
    allowedOrigins: refusedAncestor(place) === undefined ? options.allowedOrigins : [noOrigin],
  })
  // penpal keeps the origin it accepted to itself. Its handshake is the first message the parent
  // sends from an allowed origin, so that message's origin is the one penpal connected to.
  let origin = ''
  const rememberOrigin = (event: MessageEvent) => {
    if (!origin && event.source === window.parent && allowed(event.origin)) origin = event.origin
  }
  window.addEventListener('message', rememberOrigin)
  // penpal refuses in silence; the console says why, once for each reason.
  const told = new Set<string>()
  const tellRefusal = (event: MessageEvent) => {
    const refusal = handshakeRefusal(
      {
        data: event.data,
        origin: event.origin,
        source: event.source === window ? 'self' : event.source === window.parent ? 'parent' : 'other',
      },
      place,
    )
    if (refusal === undefined || told.has(refusal)) return
    told.add(refusal)
    console.warn(refusal)
  }
  window.addEventListener('message', tellRefusal)
  const connection: Connection<Remote> = connect<Remote>({ messenger, methods: { handle: options.handle } })
  // A document that goes away for good (a reload, a navigation, its iframe removed) ends the
  // connection: penpal's DESTROY makes the host reject at once what still waits for this document,
  // and the SDK connects again when the next one loads. A page kept in the back-forward cache comes
  // back with its connection as it was.
  const leave = (event: PageTransitionEvent) => {
    if (event.persisted) return
    window.removeEventListener('message', tellRefusal)
    connection.destroy()
  }
  window.addEventListener('pagehide', leave)
  const remote = await connection.promise.finally(() => window.removeEventListener('message', rememberOrigin))
  return {
    origin,
    async call(type, payload) {
      const id = `f${++nextId}`
      // The reply schemas (and zod with them) load with the first call, not before Connect paints.
      const [reply, { messageDefinition }] = await Promise.all([
        remote.handle({ v: protocolVersion, id, type, payload }),
        import('@latch/protocol'),
      ])
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
    destroy() {
      window.removeEventListener('pagehide', leave)
      window.removeEventListener('message', tellRefusal)
      connection.destroy()
    },
  }
}
