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
import { type HostReply, isFrameToHostRequest, isLatchState, isReplyTo } from '@latch/protocol/guards'
import { sanitizeThemeVariables } from '@latch/protocol/sanitizeThemeVariables'
import { version } from '../package.json'
import { announceLatch } from './internal/announceLatch'
import { connectFrame, type FrameCall } from './internal/connectFrame'
import { createWalletBridge } from './internal/createWalletBridge'
import { toProtocolError } from './internal/toProtocolError'
import type { Latch, LatchProvider } from './Latch'
import type { LatchOptions } from './LatchOptions'

// Every byte here counts against the script-tag build's 6 KB gzip budget (scripts/size.mjs).

const v: typeof protocolVersion = 1
const noop = () => {}

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
  const base = (options.frameUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
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
  let fail: (error: BaseError) => void = noop

  const iframe = document.createElement('iframe')
  iframe.dataset.latchFrame = ''
  iframe.title = 'Latch'
  iframe.allow = 'clipboard-write'
  iframe.src = `${base}/embed?projectId=${encodeURIComponent(projectId ?? '')}`
  const { style } = iframe
  style.cssText =
    'position:fixed;inset:0;width:100%;height:100%;border:0;background:transparent;z-index:2147483647;display:none'
  // A script tag in <head> runs before <body> exists.
  ;(document.body ?? document.documentElement).append(iframe)

  const setState = (next: LatchState) => {
    state = next
    notify('state', next)
  }

  const setVisible = (visible: boolean) => {
    if (visible !== (style.display !== 'none')) {
      style.display = visible ? 'block' : 'none'
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
    // An embedded-wallet session changed; subscribers hear of it and read the state the frame keeps current.
    sessionUpdate: () => notify('state', state),
    'mirror.set': (p) => {
      try {
        p.value === null
          ? localStorage.removeItem(mirrorKey(p.key))
          : localStorage.setItem(mirrorKey(p.key), p.value)
      } catch {}
    },
    'injected.request': async (p) => ({ result: await bridge.request(p.uuid, p.method, p.params) }),
  }

  const handle = async (message: unknown) => {
    const { id, type } = (message ?? {}) as { id?: unknown; type?: unknown }
    const reply = (rest: object) => ({ v, id, type, ...rest })
    if (!isFrameToHostRequest(message))
      return reply({ ok: false, error: { code: -32602, message: 'Invalid params' } })
    try {
      return reply({
        ok: true,
        payload: (await (handlers[message.type] as (p: unknown) => unknown)(message.payload)) ?? {},
      })
    } catch (error) {
      return reply({ ok: false, error: toProtocolError(error) })
    }
  }

  const send = async <T extends HostToFrameType>(
    type: T,
    payload: object,
    call?: FrameCall,
  ): Promise<Payload<T>> => {
    const id = `${++count}`
    const reply = await (call ?? (await ready))({ v, id, type, payload }).catch((cause) => {
      throw new ProviderDisconnectedError({ cause })
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

  const connection = connectFrame(
    iframe.contentWindow as Window,
    new URL(base).origin,
    handle,
    handshakeTimeout,
  )
  const ready: Promise<FrameCall> = Promise.race([
    connection.promise,
    new Promise<never>((_, reject) => {
      fail = reject
    }),
  ]).then(
    async (call) => {
      // Without a valid project the frame only shows its error and answers open and close.
      if (!(await config)) {
        const mirror: Record<string, string> = {}
        const prefix = mirrorKey('')
        try {
          for (const key of Object.keys(localStorage))
            if (key.startsWith(prefix)) mirror[key.slice(prefix.length)] = localStorage[key]
        } catch {}
        await send(
          'init',
          {
            // The frame keeps the options it knows and drops the rest.
            ...options,
            version: v,
            themeVariables: sanitizeThemeVariables(options.themeVariables),
            sdkVersion: version,
            sdkType: 'latch',
            injected: bridge.list(),
            mirror,
          },
          call,
        ).then((reply) => isLatchState(reply.state) && setState(reply.state), noop)
      }
      return call
    },
    (cause) => {
      throw cause instanceof BaseError ? cause : new ProviderDisconnectedError({ cause })
    },
  )
  ready.catch(noop)

  const teardown = (error: BaseError) => {
    fail(error)
    connection.destroy()
    iframe.remove()
  }

  const config: Promise<BaseError | undefined> = projectId
    ? fetch(`${base}/api/projects/${encodeURIComponent(projectId)}`, {
        signal: AbortSignal.timeout(handshakeTimeout),
      })
        .then(async (response) => {
          const { ok, status } = response
          if (status === 403 || status === 404) {
            const error = new InvalidAppConfigurationError({ details: (await response.json()).reason })
            // A refused origin cannot load the frame at all (its CSP forbids it): nothing is left to show.
            if (status === 403) teardown(error)
            return error
          }
          if (!ok) throw status
        })
        .catch((cause) => new ProviderDisconnectedError({ cause }))
    : Promise.resolve(new ProjectIdNotConfiguredError())

  const provider: LatchProvider = {
    // Asking for accounts is asking for the modal: without a valid project, that shows the frame's alert.
    request: async (args) =>
      args.method === 'eth_requestAccounts' && (await config)
        ? latch.open().then(noop)
        : send('request', args).then((payload) => payload.result),
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
    async open({ view } = {}) {
      const error = await config
      // An unknown or missing projectId still shows the frame, which tells the user what is wrong.
      if (!error || (!(error instanceof ProviderDisconnectedError) && iframe.isConnected))
        await send('open', { view }).then(
          () => setVisible(true),
          (cause) => {
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
    embedded: ((type: HostToFrameType, payload: object = {}) => send(type, payload)) as Latch['embedded'],
    destroy() {
      teardown(new ProviderDisconnectedError())
      bridge.destroy()
      unannounce()
    },
  }
  return latch
}
