import {
  errorCodes,
  HostToFrameRequest,
  type InjectedWalletInfo,
  ProviderRpcError,
  type ViewName,
} from '@latch/protocol'
import type { createStore } from 'jotai'
import type { TrackingEvent } from '@/analytics/TrackingEvent'
import type { ApiClient } from '@/api/createApiClient'
import { createHostBridgeConnector } from '@/connectors/createHostBridgeConnector'
import { createWalletConnectFrameConnector } from '@/connectors/createWalletConnectFrameConnector'
import type { HostLink } from '@/embed/internal/hostLink'
import { detectPlatform, type Platform } from '@/platform/detectPlatform'
import type { WalletConnectConfig } from '@/server/walletconnect/walletConnectConfigFromEnv'
import type { WcLinking } from '@/state/connectionReducer'
import type { RouterData } from '@/state/routerReducer'
import type { ToastAction } from '@/state/toastReducer'
import { createFrameStorage } from '@/storage/createFrameStorage'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import type { createWalletConnectConnector } from '@/wallets/walletconnect/createWalletConnectConnector'
import {
  alertAtom,
  analyticsAtom,
  apiClientAtom,
  connectionAtom,
  frameStorageAtom,
  hostConfigAtom,
  hostLinkAtom,
  routerAtom,
} from './atoms'
import { createConnectionFlow } from './createConnectionFlow'
import { createDispatchers } from './createDispatchers'
import { createRequestHandler } from './createRequestHandler'
import { createSignInFlow, personalSign, type SignInFlow } from './createSignInFlow'
import type { EffectHooks } from './effectRunners'
import { createHostMessageHandlers, type HostMessageHandlers } from './hostMessageHandlers'
import { type FrameContext, logError } from './internal/FrameContext'
import { failure, type Reply, success, toProtocolError } from './internal/replies'
import { rpcCall } from './internal/rpcCall'
import { activeNetwork } from './internal/selectors'

/**
 * The frame's controller: it wires the state (jotai atoms the views read), the connectors, the
 * request policy and the flows together, and answers the host's messages from a table of handlers.
 */
export function createFrameController(options: {
  store: ReturnType<typeof createStore>
  projectId: string
  projectNetworks: string[]
  /** For the frame's own /api calls; tests pass a fake server. */
  fetch?: typeof fetch
  /** Where WalletConnect pairs; without it the frame offers no WalletConnect. */
  walletConnect?: WalletConnectConfig | undefined
  /** Tests pass a connector of their own making. */
  createWalletConnect?: typeof createWalletConnectConnector
  /** The browser, read from the user agent unless given. */
  platform?: Platform
}) {
  const { store } = options
  store.set(frameStorageAtom, createFrameStorage())
  const platform =
    options.platform ??
    detectPlatform(
      typeof navigator === 'undefined' ? '' : navigator.userAgent,
      typeof window !== 'undefined' && 'Telegram' in window,
    )
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const later = (delayMs: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, delayMs)
    timers.add(timer)
  }
  const api: ApiClient = (path, call) => {
    const client = store.get(apiClientAtom)
    if (!client) throw new ProviderRpcError(errorCodes.disconnected, 'The host page has not connected yet.')
    return client(path, call)
  }
  const services = {
    notifyHost: ((type, payload) => {
      store.get(hostLinkAtom)?.call(type, payload).catch(logError)
    }) as FrameContext['notifyHost'],
    storage: () => store.get(frameStorageAtom),
    track: (event: TrackingEvent, properties?: Record<string, unknown>) =>
      store.get(analyticsAtom)?.track(event, properties),
    later,
  }
  // The flows are made below; the hooks reach them once they exist.
  const hooks: EffectHooks = {
    modalOpened: () => connection.modalOpened(store.get(hostConfigAtom).enableWalletConnect === true),
    modalClosed: () => connection.modalClosed(),
    routed: () => connection.routed(),
  }
  const context: FrameContext = { store, api, ...services, ...createDispatchers(store, services, hooks) }

  const bridge = createHostBridgeConnector({ store, link: () => store.get(hostLinkAtom) })
  const walletConnect =
    options.walletConnect &&
    createWalletConnectFrameConnector({
      store,
      config: options.walletConnect,
      create: options.createWalletConnect,
    })
  let signIn: SignInFlow
  const connection = createConnectionFlow(context, {
    connectors: { injected: bridge, walletconnect: walletConnect },
    signIn: () => signIn,
    platform,
  })
  signIn = createSignInFlow(context, {
    signMessage: () => {
      const { address } = store.get(connectionAtom)
      return connection.isConnected() && address ? personalSign(connection.walletRequest, address) : undefined
    },
    disconnect: connection.disconnect,
  })
  const handleRequest = createRequestHandler(context, connection)
  const handlers: HostMessageHandlers = createHostMessageHandlers(context, {
    options: { ...options, walletConnect: options.walletConnect !== undefined },
    platform,
    connection,
    signIn,
    bridge,
    handleRequest,
  })

  return {
    /** The penpal entry point: validates every host message with its zod schema before acting on it. */
    async handle(raw: unknown): Promise<Reply> {
      const parsed = HostToFrameRequest.safeParse(raw)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
        return failure(raw, {
          code: errorCodes.invalidParams,
          message: `Invalid message${where}: ${issue?.message ?? 'unknown shape'}`,
        })
      }
      const request = parsed.data
      try {
        const handler = handlers[request.type] as (payload: unknown) => unknown
        return success(request, await handler(request.payload))
      } catch (error) {
        return failure(request, toProtocolError(error))
      }
    },
    attach(hostLink: HostLink) {
      store.set(hostLinkAtom, hostLink)
    },
    /** The frame's own /api, as the host page it serves. */
    api,
    track: services.track,
    open: (view?: ViewName) => context.dispatchRouter(view ? { type: 'open', view } : { type: 'open' }),
    push: (view: ViewName, data?: RouterData) =>
      context.dispatchRouter(data ? { type: 'push', view, data } : { type: 'push', view }),
    connectWalletConnect: (wallet?: CatalogueWallet) => connection.connectWalletConnect(wallet),
    retryWalletConnect: () => connection.retryWalletConnect(),
    rememberWalletLink: (linking: WcLinking) => context.dispatchConnection({ type: 'setWcLinking', linking }),
    signInWithWallet: () => signIn.signIn(),
    cancelSignIn: () => signIn.cancel(),
    close: () => context.dispatchRouter({ type: 'close' }),
    goBack: () => context.dispatchRouter({ type: 'goBack' }),
    showToast: (action: ToastAction) => context.dispatchToast(action),
    dismissAlert: () => store.set(alertAtom, null),
    connectInjected: (wallet: InjectedWalletInfo) => connection.connectInjected(wallet),
    disconnect: connection.disconnect,
    async switchNetwork(chainId: number) {
      try {
        await handleRequest({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
        if (store.get(routerAtom).view === 'UnsupportedChain')
          context.dispatchRouter({ type: 'reset', view: 'Account' })
      } catch (error) {
        context.dispatchToast({ type: 'show', message: toProtocolError(error).message, variant: 'error' })
      }
    },
    readBalance: async (address: string) => {
      const network = activeNetwork(store)
      if (!network) return undefined
      const result = await rpcCall(network.rpcUrl, 'eth_getBalance', [address, 'latest'])
      return typeof result === 'string' ? BigInt(result) : undefined
    },
    destroy() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      connection.destroy()
      walletConnect?.destroy()
      store.get(hostLinkAtom)?.destroy()
    },
  }
}

/** The controller's API, for the views. */
export type FrameController = ReturnType<typeof createFrameController>
