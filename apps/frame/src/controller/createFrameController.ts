import type { ChainNamespace, InjectedWalletInfo, PayloadOf, ViewName } from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import { createHostBridgeConnector } from '@/connectors/createHostBridgeConnector'
import { createLazyEmbeddedConnector } from '@/connectors/createLazyEmbeddedConnector'
import { createLazyWalletConnectConnector } from '@/connectors/createLazyWalletConnectConnector'
import type { HostLink } from '@/embed/hostLink'
import { createNodeReader } from '@/networks/createNodeReader'
import { type RpcTarget, readRpcEndpoint } from '@/networks/readRpcEndpoint'
import { rpcCall } from '@/networks/rpcCall'
import { currentPlatform } from '@/platform/currentPlatform'
import { loadOnce } from '@/platform/loadOnce'
import { pageOrigin } from '@/platform/pageOrigin'
import { createSignInFlow, type SignInFlow } from '@/siwx/createSignInFlow'
import {
  alertAtom,
  connectionAtom,
  frameStorageAtom,
  hostConfigAtom,
  hostLinkAtom,
  routerAtom,
} from '@/state/atoms'
import type { WcLinking } from '@/state/connectionReducer'
import type { FeaturePorts } from '@/state/FeaturePorts'
import { logError } from '@/state/FrameContext'
import type { RouterData } from '@/state/routerReducer'
import { activeNetwork } from '@/state/selectors'
import type { ToastAction } from '@/state/toastReducer'
import { createFrameStorage } from '@/storage/createFrameStorage'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { createConnectionFlow } from './createConnectionFlow'
import { createFeatures } from './createFeatures'
import { createFrameContext } from './createFrameContext'
import type { EffectHooks } from './effectRunners'
import type { FrameControllerOptions } from './FrameControllerOptions'
import { type FeatureName, featureTable } from './featureTable'
import { failure, type Reply } from './replies'

/**
 * The frame's controller: it wires the state (jotai atoms the views read), the connectors, the
 * request policy and the flows together, and answers the host's messages from a table of handlers.
 */
export function createFrameController(options: FrameControllerOptions) {
  const { store } = options
  store.set(frameStorageAtom, createFrameStorage())
  const platform = options.platform ?? currentPlatform()
  // The flows are made below; the hooks reach them once they exist.
  const hooks: EffectHooks = {
    modalOpened: () => {
      const config = store.get(hostConfigAtom)
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
    clearFarcasterUrl: () => features.loaded('embedded')?.clearFarcaster(),
    reloadEmbeddedWallet: () => {
      const flow = features.loaded('embedded')
      if (flow) flow.reload().catch(logError)
      else connection.reconnectIfDisconnected().catch(logError)
    },
  }
  const { context, clearTimers } = createFrameContext(store, hooks)
  const { api } = context
  const frameOrigin = options.frameOrigin !== undefined ? (options.frameOrigin ?? undefined) : pageOrigin()
  const rpcEndpoint = (network: RpcTarget) =>
    readRpcEndpoint(network, {
      projectId: options.projectId,
      frameOrigin,
      hostOrigin: store.get(hostLinkAtom)?.origin,
    })

  const bridge = createHostBridgeConnector({ store, link: () => store.get(hostLinkAtom), frameApi: api })
  const walletConnect =
    options.walletConnect &&
    createLazyWalletConnectConnector({
      store,
      config: options.walletConnect,
      frameApi: api,
      create: options.createWalletConnect,
    })
  const embedded = createLazyEmbeddedConnector({
    projectId: options.projectId,
    store,
    storage: context.storage,
    approve: (request) => features.use('embedded', (flow) => flow.approve(request)),
    rpcEndpoint,
    frameApi: api,
    showCallsStatus: (callsId) =>
      context.dispatchRouter({
        type: store.get(routerAtom).open ? 'push' : 'open',
        view: 'CallsStatus',
        data: { callsId },
      }),
    askSecondFactor: (ask) => features.use('embedded', (flow) => flow.askSecondFactor(ask)),
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
      import('@/embedded/embeddedMessageHandlers'),
      features.load('embedded'),
      features.load('emailUpdate'),
    ]).then(([{ createEmbeddedMessageHandlers }, flow, emailUpdate]) =>
      createEmbeddedMessageHandlers(context, { connection, flow, connector: embedded, emailUpdate }),
    ),
  )
  signIn = createSignInFlow(context, {
    // A host page's Solana or Bitcoin wallet signs without an EVM address.
    signer: () =>
      connection.isConnected()
        ? { request: connection.walletRequest, address: store.get(connectionAtom).address }
        : undefined,
    disconnect: connection.disconnect,
  })
  // Reads go to the active network's node: the frame's own, whichever wallet holds the account, and
  // the host's while none is connected (the request policy routes those).
  const readRpc = createNodeReader(() => activeNetwork(store), rpcEndpoint)
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
    readRpcAt: (network, method, params) => rpcCall(rpcEndpoint(network), method, params),
    projectId: options.projectId,
    connection,
    embedded,
    refreshBalances: (refresh) => features.use('account', (flow) => flow.refreshBalances(refresh)),
    refreshSolanaBalances: (refresh) =>
      features.use('account', (flow) => flow.refreshSolanaBalances(refresh)),
    refreshBitcoinBalances: (refresh) =>
      features.use('account', (flow) => flow.refreshBitcoinBalances(refresh)),
    refreshProfile: () => features.use('account', (flow) => flow.refreshProfile()),
    refreshActivity: () => features.use('activity', (flow) => flow.refresh()),
    embeddedApi: () => features.use('embedded', (flow) => flow.api()),
  }
  const features = createFeatures(featureTable(context, ports))
  // The host messages' schemas (and zod with them) and their handlers load once Connect has painted,
  // while penpal connects (expectHost): the host's init follows the handshake at once.
  const answerer = loadOnce(() =>
    import('./createHostAnswerer').then(({ createHostAnswerer }) =>
      createHostAnswerer(context, {
        options: { ...options, walletConnect: options.walletConnect !== undefined },
        platform,
        connection,
        signIn,
        bridge,
        handleRequest,
        embeddedHandlers,
      }),
    ),
  )

  return {
    /** The penpal entry point: validates every host message with its zod schema before acting on it. */
    handle: (raw: unknown): Promise<Reply> =>
      answerer().then(
        (answer) => answer(raw),
        (error: unknown) => failure(raw, toProtocolError(error)),
      ),
    /**
     * Loads what answers the host's messages while penpal loads and shakes hands, so that the host's
     * init, which follows the handshake at once, does not wait for it
     * (docs/embed-client.md#on-the-way-to-ready).
     */
    expectHost() {
      answerer().catch(logError)
    },
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
    track: context.track,
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
    /** Shows `view` in place of the current one, which Back then skips. */
    replace: (view: ViewName) => context.dispatchRouter({ type: 'replace', view }),
    connectWalletConnect: (wallet?: CatalogueWallet) => connection.connectWalletConnect(wallet),
    /** The visitor moves toward WalletConnect (docs/benchmarks.md#walletconnect-on-intent). */
    warmWalletConnect: () =>
      connection.warmWalletConnect(store.get(hostConfigAtom).enableWalletConnect === true),
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
    // The switches load on first use (Connect's first paint does without them).
    switchNetwork: async (chainId: number) =>
      (await import('./switchNetwork')).switchNetwork(context, handleRequest, chainId),
    /** Makes a Solana network the Solana account's, and solana the active namespace. */
    switchSolanaNetwork: async (caipNetworkId: string) =>
      (await import('./switchNamespace')).switchSolanaNetwork(store, caipNetworkId),
    /** Makes a namespace the active one (Connect lists its wallets); false where the app has no network of it. */
    switchNamespace: async (namespace: ChainNamespace) =>
      (await import('./switchNamespace')).switchNamespace(store, namespace),
    destroy() {
      clearTimers()
      connection.destroy()
      features.loaded('embedded')?.destroy()
      walletConnect?.destroy()
      store.get(hostLinkAtom)?.destroy()
    },
  }
}

/** The controller's API, for the views. */
export type FrameController = ReturnType<typeof createFrameController>
