import {
  errorCodes,
  type InjectedWalletInfo,
  type PayloadOf,
  ProviderRpcError,
  type ViewName,
} from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import type { createStore } from 'jotai'
import type { TrackingEvent } from '@/analytics/TrackingEvent'
import type { ApiClient } from '@/api/createApiClient'
import type { EmbeddedConnector } from '@/connectors/createEmbeddedConnector'
import { createHostBridgeConnector } from '@/connectors/createHostBridgeConnector'
import { createLazyConnector, type LazyConnector } from '@/connectors/createLazyConnector'
import { createWalletConnectFrameConnector } from '@/connectors/createWalletConnectFrameConnector'
import type { HostLink } from '@/embed/hostLink'
import type { Network } from '@/networks/Network'
import { readRpcEndpoint } from '@/networks/readRpcEndpoint'
import { rpcCall } from '@/networks/rpcCall'
import { detectPlatform, type Platform } from '@/platform/detectPlatform'
import type { WalletConnectConfig } from '@/projects/WalletConnectConfig'
import { createSignInFlow, type SignInFlow } from '@/siwx/createSignInFlow'
import {
  alertAtom,
  analyticsAtom,
  apiClientAtom,
  connectionAtom,
  frameStorageAtom,
  hostConfigAtom,
  hostLinkAtom,
  routerAtom,
} from '@/state/atoms'
import type { WcLinking } from '@/state/connectionReducer'
import type { FeaturePorts } from '@/state/FeaturePorts'
import { type FrameContext, logError } from '@/state/FrameContext'
import type { RouterData } from '@/state/routerReducer'
import { activeNetwork, frameStorage } from '@/state/selectors'
import type { ToastAction } from '@/state/toastReducer'
import { createFrameStorage } from '@/storage/createFrameStorage'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import type { createWalletConnectConnector } from '@/wallets/walletconnect/createWalletConnectConnector'
import { createConnectionFlow } from './createConnectionFlow'
import { createDispatchers } from './createDispatchers'
import { createFeatures } from './createFeatures'
import type { EffectHooks } from './effectRunners'
import { type FeatureName, featureTable } from './featureTable'
import { loadOnce } from './internal/loadOnce'
import { failure, type Reply } from './replies'

/**
 * The frame's controller: it wires the state (jotai atoms the views read), the connectors, the
 * request policy and the flows together, and answers the host's messages from a table of handlers.
 */
export function createFrameController(options: {
  store: ReturnType<typeof createStore>
  projectId: string
  projectNetworks: string[]
  /** Time zones whose visitors the project offers no swaps and no onramp (docs/restricted-time-zones.md). */
  restrictedTimeZones?: string[] | undefined
  /** The visitor's IANA time zone; the browser's unless given. */
  timeZone?: string | undefined
  /** For the frame's own /api calls; tests pass a fake server. */
  fetch?: typeof fetch
  /** Where WalletConnect pairs; without it the frame offers no WalletConnect. */
  walletConnect?: WalletConnectConfig | undefined
  /** Tests pass a connector of their own making. */
  createWalletConnect?: typeof createWalletConnectConnector
  /** The browser, read from the user agent unless given. */
  platform?: Platform
  /**
   * The frame's own origin, where its RPC proxy answers: the page's, in a browser. Null (and, outside
   * a browser, absent) reads each network at its own rpcUrl, as unit tests in Node do.
   */
  frameOrigin?: string | null
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
    notifyHost: (async (type, payload) => {
      await store.get(hostLinkAtom)?.call(type, payload).catch(logError)
    }) as FrameContext['notifyHost'],
    storage: () => frameStorage(store),
    track: (event: TrackingEvent, properties?: Record<string, unknown>) =>
      store.get(analyticsAtom)?.track(event, properties),
    later,
  }
  // The flows are made below; the hooks reach them once they exist.
  const hooks: EffectHooks = {
    modalOpened: () => {
      const config = store.get(hostConfigAtom)
      connection.modalOpened(config.enableWalletConnect === true)
      // The embedded wallet's flow loads while the visitor looks at Connect, so that a social
      // login's popup opens within the click that asks for it.
      if (config.enableEmbedded !== false) features.load('embedded').catch(logError)
    },
    modalClosed: () => {
      connection.modalClosed()
      features.loaded('embedded')?.modalClosed()
    },
    routed: () => {
      connection.routed()
      features.loaded('embedded')?.routed()
    },
    transactionSettled: (id, approved) => features.loaded('embedded')?.transactionSettled(id, approved),
  }
  const context: FrameContext = { store, api, ...services, ...createDispatchers(store, services, hooks) }
  const frameOrigin =
    options.frameOrigin !== undefined
      ? (options.frameOrigin ?? undefined)
      : typeof location !== 'undefined' && /^https?:$/.test(location.protocol)
        ? location.origin
        : undefined
  const rpcEndpoint = (network: Network) =>
    readRpcEndpoint(network, {
      projectId: options.projectId,
      frameOrigin,
      hostOrigin: store.get(hostLinkAtom)?.origin,
    })

  const bridge = createHostBridgeConnector({ store, link: () => store.get(hostLinkAtom) })
  const walletConnect =
    options.walletConnect &&
    createWalletConnectFrameConnector({
      store,
      config: options.walletConnect,
      create: options.createWalletConnect,
    })
  // The embedded wallet's code (custody, signing) loads on first use, not before Connect paints.
  const embedded: LazyConnector<EmbeddedConnector, never> = createLazyConnector('embedded', async () => {
    const [{ createEmbeddedConnector }, { createEmbeddedApi }, { createDeviceShareStore }] =
      await Promise.all([
        import('@/connectors/createEmbeddedConnector'),
        import('@/embedded/createEmbeddedApi'),
        import('@/embedded/custody/createDeviceShareStore'),
      ])
    let shares: ReturnType<typeof createDeviceShareStore> | undefined
    return createEmbeddedConnector({
      store,
      api: createEmbeddedApi(api),
      storage: services.storage,
      shareStore: () => {
        shares ??= createDeviceShareStore({ projectId: options.projectId })
        return shares
      },
      approve: (request) => features.use('embedded', (flow) => flow.approve(request)),
      rpcEndpoint,
      frameApi: api,
      showCallsStatus: (callsId) =>
        context.dispatchRouter({
          type: store.get(routerAtom).open ? 'push' : 'open',
          view: 'CallsStatus',
          data: { callsId },
        }),
    })
  })
  let signIn: SignInFlow
  const connection = createConnectionFlow(context, {
    connectors: { injected: bridge, walletconnect: walletConnect, embedded },
    signIn: () => signIn,
    platform,
    onReconnectError: (kind, error) => {
      if (kind === 'embedded') features.use('embedded', (flow) => flow.reconnectFailed(error)).catch(logError)
    },
  })
  // The embedded wallet's headless handlers (the host's embedded messages) load with the first one.
  const embeddedHandlers = loadOnce(() =>
    Promise.all([
      import('./embeddedMessageHandlers'),
      features.load('embedded'),
      features.load('emailUpdate'),
    ]).then(([{ createEmbeddedMessageHandlers }, flow, emailUpdate]) =>
      createEmbeddedMessageHandlers(context, { connection, flow, connector: embedded, emailUpdate }),
    ),
  )
  signIn = createSignInFlow(context, {
    signer: () => {
      const { address } = store.get(connectionAtom)
      return connection.isConnected() && address ? { request: connection.walletRequest, address } : undefined
    },
    disconnect: connection.disconnect,
  })
  // Reads go to the active network's node: the frame's own, whichever wallet holds the account, and
  // the host's while none is connected (the request policy routes those).
  const readRpc = (method: string, params?: unknown) => {
    const network = activeNetwork(store)
    if (!network)
      return Promise.reject(
        new ProviderRpcError(
          errorCodes.chainDisconnected,
          'The Provider is not connected to the requested chain.',
        ),
      )
    return rpcCall(rpcEndpoint(network), method, params)
  }
  // The host's EIP-1193 requests (their policy and the method catalogue) load with the first one.
  const requestHandler = loadOnce(() =>
    import('./createRequestHandler').then(({ createRequestHandler }) =>
      createRequestHandler(context, connection, readRpc),
    ),
  )
  const handleRequest = async (payload: PayloadOf<'request'>): Promise<unknown> =>
    (await requestHandler())(payload)
  // What the features are given: they reach each other only through these.
  const ports: FeaturePorts = {
    request: handleRequest,
    readRpc,
    projectId: options.projectId,
    connection,
    embedded,
    refreshBalances: (refresh) => features.use('account', (flow) => flow.refreshBalances(refresh)),
    refreshProfile: () => features.use('account', (flow) => flow.refreshProfile()),
    refreshActivity: () => features.use('activity', (flow) => flow.refresh()),
    embeddedApi: () => features.use('embedded', (flow) => flow.api()),
  }
  const features = createFeatures(featureTable(context, ports))
  // The host messages' schemas (and zod with them) and their handlers load with the first message,
  // not before Connect paints; the handshake starts the load, as the host's first messages follow it.
  const answerer = loadOnce(() =>
    Promise.all([
      import('./answerHostMessage'),
      import('./hostMessageHandlers'),
      import('./internal/describeHostExchange'),
    ]).then(([{ answerHostMessage }, { createHostMessageHandlers }, { describeHostExchange }]) => {
      const handlers = createHostMessageHandlers(context, {
        options: { ...options, walletConnect: options.walletConnect !== undefined },
        platform,
        connection,
        signIn,
        bridge,
        handleRequest,
        embeddedHandlers,
      })
      return async (raw: unknown) => {
        const started = performance.now()
        const reply = await answerHostMessage(raw, handlers)
        // The host's `debug` (read after the reply, so that init's own exchange is logged too).
        if (store.get(hostConfigAtom).debug)
          console.debug(describeHostExchange(raw, reply, performance.now() - started), raw, reply)
        return reply
      }
    }),
  )

  return {
    /** The penpal entry point: validates every host message with its zod schema before acting on it. */
    handle: (raw: unknown): Promise<Reply> =>
      answerer().then(
        (answer) => answer(raw),
        (error: unknown) => failure(raw, toProtocolError(error)),
      ),
    attach(hostLink: HostLink) {
      // Every call to the host goes through here: the host's `debug` logs each one.
      const call = ((type, payload) => {
        if (store.get(hostConfigAtom).debug) console.debug(`latch: → ${type}`, payload)
        return hostLink.call(type, payload)
      }) as HostLink['call']
      store.set(hostLinkAtom, { ...hostLink, call })
      answerer().catch(logError)
    },
    /** The frame's own /api, as the host page it serves. */
    api,
    track: services.track,
    /**
     * An EIP-1193 request of the frame's own views, through the host's request policy: an embedded
     * account approves unsafe methods in ApproveTransaction, an external wallet is asked directly.
     */
    request: handleRequest,
    /** A read-only call to the active network's node. */
    readRpc,
    /** Where the frame reads a network: its RPC proxy for a listed one, else the network's own RPC. */
    rpcEndpoint,
    /** Runs `use` with a feature's flow, loaded on first use (see featureTable). */
    use: features.use,
    /** Loads features ahead of their first use (Account's, once someone is connected). */
    preload: (...names: FeatureName[]) =>
      Promise.all(names.map((name) => features.load(name))).then(() => undefined),
    open: (view?: ViewName) => context.dispatchRouter(view ? { type: 'open', view } : { type: 'open' }),
    push: (view: ViewName, data?: RouterData) =>
      context.dispatchRouter(data ? { type: 'push', view, data } : { type: 'push', view }),
    connectWalletConnect: (wallet?: CatalogueWallet) => connection.connectWalletConnect(wallet),
    retryWalletConnect: () => connection.retryWalletConnect(),
    rememberWalletLink: (linking: WcLinking) => connection.walletLinkFollowed(linking),
    signInWithWallet: () => signIn.signIn(),
    cancelSignIn: () => signIn.cancel(),
    close: () => context.dispatchRouter({ type: 'close' }),
    goBack: () => context.dispatchRouter({ type: 'goBack' }),
    showToast: (action: ToastAction) => context.dispatchToast(action),
    dismissAlert: () => store.set(alertAtom, null),
    connectInjected: (wallet: InjectedWalletInfo) => connection.connectInjected(wallet),
    disconnect: connection.disconnect,
    /** Switches the wallet (or, while none is connected, the default network); false when it refused. */
    async switchNetwork(chainId: number): Promise<boolean> {
      try {
        await handleRequest({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
        if (store.get(routerAtom).view === 'UnsupportedChain')
          context.dispatchRouter({ type: 'reset', view: 'Account' })
        return true
      } catch (error) {
        context.dispatchToast({ type: 'show', message: toProtocolError(error).message, variant: 'error' })
        return false
      }
    },
    destroy() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      connection.destroy()
      features.loaded('embedded')?.destroy()
      walletConnect?.destroy()
      store.get(hostLinkAtom)?.destroy()
    },
  }
}

/** The controller's API, for the views. */
export type FrameController = ReturnType<typeof createFrameController>
