import type {
  FrameToHostRequest,
  FrameToHostType,
  HostToFrameType,
  LatchState,
  protocolVersion,
} from '@latch/protocol'
import {
  BaseError,
  InvalidAppConfigurationError,
  ProjectIdNotConfiguredError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UserRejectedRequestError,
} from '@latch/protocol/errors'
import {
  type HostReply,
  isFrameToHostRequest,
  isLatchState,
  isReplyTo,
  isShallow,
  mirrorKeys,
} from '@latch/protocol/guards'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import { version } from '../package.json'
import { announceLatch } from './internal/announceLatch'
import { connectFrame, type FrameCall, type FrameConnection } from './internal/connectFrame'
import { createWalletBridge } from './internal/createWalletBridge'
import type { Latch, LatchProvider } from './Latch'
import type { LatchOptions } from './LatchOptions'

// Every byte here counts against the script-tag build's 5,000-byte gzip budget (scripts/size.mjs).

const v: typeof protocolVersion = 1
const noop = () => {}
// penpal could not send it, or the frame would never receive it (see maxMessageDepth).
const checkSendable = (message: object) => {
  structuredClone(message)
  if (!isShallow(message)) throw 'Invalid params'
}
// A failure that is not already the SDK's own is the frame's connection lost.
const disconnected = (cause: unknown) =>
  cause instanceof BaseError ? cause : new ProviderDisconnectedError({ cause })

type Listener = (data: never) => void
type Payload<T extends HostToFrameType> = Extract<HostReply<T>, { ok: true }>['payload']
type Handlers = {
  [T in FrameToHostType]: (payload: Extract<FrameToHostRequest, { type: T }>['payload']) => unknown
}

/**
 * Creates a Latch instance: preloads the hidden overlay iframe, checks the project's configuration
 * and connects to the frame, whose state and EIP-1193 provider it relays.
 *
 * @example
 * const latch = createLatch({ projectId: 'latch-dev', networks: ['eip155:31337', 'eip155:31338'] })
 * await latch.open()
 * const [address] = (await latch.provider.request({ method: 'eth_requestAccounts' })) as string[]
 */
export function createLatch(options: LatchOptions = {}): Latch {
  const { projectId, handshakeTimeout = 1e4, enableEIP6963 = true } = options
  // An empty frameUrl (a script tag without a src gives one) is none: the default serves.
  const base = (options.frameUrl || 'http://127.0.0.1:3000').replace(/\/+$/, '')
  const mirrorKey = (key: string) => `latch:${projectId}:${key}`
  // Provider listeners by event name; state subscribers under 'state'.
  const listeners: Record<string, Set<Listener>> = {}
  const notify = (event: string, data: unknown) => {
    for (const listener of listeners[event] ?? []) listener(data as never)
  }
  const listen = (event: string, listener: unknown) => {
    listeners[event] ??= new Set()
    listeners[event].add(listener as Listener)
  }
  let state: LatchState = { open: false, view: 'Connect', status: 'disconnected' }
  let focused: Element | null
  let count = 0
  let loads = 0
  // The frame has answered init, so it keeps open()'s view rendered while hidden (see `open`).
  let prepared = false
  let connection: FrameConnection
  let ready: Promise<FrameCall>
  // Rejects what still waits for the current frame's handshake.
  let lost: (error: BaseError) => void = noop

  const iframe = document.createElement('iframe')
  iframe.dataset.latchFrame = ''
  iframe.title = 'Latch'
  // Passkeys run in the frame where the browser allows it (docs/passkeys.md).
  iframe.allow = 'clipboard-write;publickey-credentials-get;publickey-credentials-create'
  iframe.src = `${base}/embed?projectId=${encodeURIComponent(projectId ?? '')}`
  // Hidden by opacity, pointer-events and inert rather than display:none or visibility:hidden, which
  // Chromium takes for a hidden frame and stops rendering: so the frame keeps its size and its view
  // rendered, and showing it is one style change, painted in the host's next frame.
  // Inline, the modal fills the host's element and is always shown; else it overlays the page,
  // hidden by connect() below before anything is painted.
  const inline = options.container ? document.querySelector(options.container) : null
  const { style } = iframe
  style.cssText = inline
    ? 'width:100%;height:100%;border:0'
    : 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647'
  // A script tag in <head> runs before <body> exists.
  ;(inline ?? document.body ?? document.documentElement).append(iframe)

  const setState = (next: LatchState) => {
    state = next
    notify('state', next)
  }

  const setVisible = (visible: boolean) => {
    if (!inline && visible === iframe.inert) {
      iframe.inert = !visible
      // '' drops the inline value: the iframe's own, clickable.
      style.opacity = visible ? '1' : '0'
      style.pointerEvents = visible ? '' : 'none'
      if (visible) {
        focused = document.activeElement
        iframe.focus()
      } else (focused as HTMLElement | null)?.focus?.()
    }
  }

  const handlers: Handlers = {
    setVisible: (p) => setVisible(p.visible),
    emit: (p) => notify(p.event, p.data),
    state: (p) => setState(p.state),
    'mirror.set': (p) => {
      try {
        p.value === null
          ? localStorage.removeItem(mirrorKey(p.key))
          : localStorage.setItem(mirrorKey(p.key), p.value)
      } catch {}
    },
    'injected.request': async (p) => ({ result: await bridge.request(p.uuid, p.method, p.params) }),
  }

  // Every reply is one penpal can clone and the frame can receive: one that is not (a wallet's result
  // nested too deep, say) would never reach the frame, whose call would wait forever. Only a valid request's id and type
  // are echoed, for the same reason.
  const handle = async (message: unknown) => {
    const valid = isFrameToHostRequest(message)
    let reply: object = { ok: false, error: { code: -32602, message: 'Invalid params' } }
    if (valid)
      try {
        reply = {
          ok: true,
          payload: (await (handlers[message.type] as (p: unknown) => unknown)(message.payload)) ?? {},
        }
        checkSendable(reply)
      } catch (error) {
        reply = { ok: false, error: toProtocolError(error) }
      }
    return { v, ...(valid && { id: message.id, type: message.type }), ...reply }
  }

  // Each call has a deadline: `deadline` ms for the messages the frame answers at once, and the
  // frame's life for those that wait for the user (requests, headless logins), which may take minutes:
  // a reloaded or removed frame ends its connection, and penpal then rejects what waits on it.
  const send = async <T extends HostToFrameType>(
    type: T,
    payload: object,
    deadline = handshakeTimeout,
    call?: FrameCall,
  ): Promise<Payload<T>> => {
    const id = `${++count}`
    const envelope = { v, id, type, payload }
    // The connection stays usable for the next call.
    try {
      checkSendable(envelope)
    } catch {
      throw new ProviderRpcError(-32602, 'Invalid params')
    }
    const reply = await Promise.race([
      (call ?? (await ready))(envelope),
      new Promise((_, reject) => {
        // -32603: the frame is there but did not answer; 4900 would tell the host to reconnect.
        if (deadline) setTimeout(() => reject(new ProviderRpcError(-32603, 'Latch did not answer')), deadline)
      }),
    ]).catch((cause) => {
      throw disconnected(cause)
    })
    if (!isReplyTo(reply, type, id)) throw new ProviderDisconnectedError()
    if (reply.ok) return reply.payload as Payload<T>
    const { code, message } = reply.error
    throw code === 4001 ? new UserRejectedRequestError() : new ProviderRpcError(code, message)
  }

  const bridge = createWalletBridge(
    enableEIP6963,
    (wallets) => send('injected.announce', { wallets }).catch(noop),
    (uuid, event, data) =>
      send('injected.event', {
        uuid,
        event,
        data: event === 'disconnect' ? toProtocolError(data) : data,
      }).catch(noop),
  )

  // A connection per frame document: a second load is a reload or a navigation of the frame, whose
  // new document gets a handshake of its own and the same init (theme, dapp data, the host's wallets).
  const connect = () => {
    lost(new ProviderDisconnectedError())
    connection?.destroy()
    setVisible(false)
    prepared = false
    connection = connectFrame(iframe.contentWindow as Window, new URL(base).origin, handle, handshakeTimeout)
    ready = Promise.race([
      connection.promise,
      new Promise<never>((_, reject) => {
        lost = reject
      }),
    ]).then(
      async (call) => {
        // Without a valid project the frame only shows its error and answers open and close.
        if (!(await config)) {
          const mirror: Record<string, string> = {}
          try {
            for (const key of mirrorKeys) {
              const value = localStorage.getItem(mirrorKey(key))
              if (value !== null) mirror[key] = value
            }
          } catch {}
          await send(
            'init',
            {
              // The frame keeps the options it knows and drops the rest, defaults the version and
              // the SDK type, and drops unknown or unsafe theme variables one by one.
              ...options,
              inline: !!inline,
              sdkVersion: version,
              injected: bridge.list(),
              mirror,
            },
            undefined,
            call,
          ).then((reply) => {
            prepared = true
            isLatchState(reply.state) && setState(reply.state)
          }, noop)
        }
        return call
      },
      (cause) => {
        throw disconnected(cause)
      },
    )
    ready.catch(noop)
  }
  iframe.onload = () => loads++ && connect()
  connect()

  const teardown = (error: BaseError) => {
    lost(error)
    connection.destroy()
    iframe.remove()
  }

  const config: Promise<BaseError | undefined> = projectId
    ? fetch(`${base}/api/projects/${encodeURIComponent(projectId)}`, {
        signal: AbortSignal.timeout(handshakeTimeout),
      })
        .then(async (response) => {
          const { status } = response
          // 400 (a malformed projectId), 403 (this origin refused) or 404 (no such project).
          if (status > 399 && status < 405) {
            const error = new InvalidAppConfigurationError({ details: (await response.json()).reason })
            // A refused origin or a malformed id cannot load the frame at all (its CSP forbids it):
            // nothing is left to show.
            if (status !== 404) teardown(error)
            return error
          }
          if (!response.ok) throw status
        })
        .catch(disconnected)
    : Promise.resolve(new ProjectIdNotConfiguredError())

  const provider: LatchProvider = {
    // Asking for accounts is asking for the modal: without a valid project, that shows the frame's alert.
    request: async (args) =>
      args.method === 'eth_requestAccounts' && (await config)
        ? latch.open().then(noop)
        : send('request', args, 0).then((payload) => payload.result),
    on(event, listener) {
      listen(event, listener)
      return provider
    },
    removeListener(event, listener) {
      listeners[event]?.delete(listener as Listener)
      return provider
    },
  }
  const unannounce = enableEIP6963 ? announceLatch(provider) : noop

  const latch: Latch = {
    provider,
    async open(options = {}) {
      // One-frame open: a ready frame has the view open() shows already rendered, so it is shown in
      // this task, before the frame hears of it. Another view (or namespace) is shown once the frame has it.
      const early = prepared && !options.view && !options.namespace
      if (early) setVisible(true)
      const error = await config
      // An unknown or missing projectId still shows the frame, which tells the user what is wrong.
      if (!error || (!(error instanceof ProviderDisconnectedError) && iframe.isConnected))
        await send('open', options).then(
          () => setVisible(true),
          (cause) => {
            if (early) setVisible(false)
            if (!error) throw cause
          },
        )
      if (error) throw error
    },
    async close() {
      if (iframe.isConnected) await send('close', {})
    },
    subscribe(listener) {
      listen('state', listener)
      return () => {
        listeners.state?.delete(listener as Listener)
      }
    },
    getState: () => state,
    embedded: ((type: HostToFrameType, payload: object = {}) => send(type, payload, 0)) as Latch['embedded'],
    destroy() {
      teardown(new ProviderDisconnectedError())
      bridge.destroy()
      unannounce()
    },
  }
  return latch
}
