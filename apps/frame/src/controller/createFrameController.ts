import {
  errorCodes,
  type HostToFrameRequest,
  HostToFrameRequest as HostToFrameRequestSchema,
  type InitPayload,
  type InjectedWalletInfo,
  isAllowedMethod,
  isSafeMethod,
  type LatchState,
  type PayloadOf,
  ProviderRpcError,
  rpcParams,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type ViewName,
} from '@latch/protocol'
import type { SiwxSession } from '@latch/shared-types'
import { limits } from '@latch/shared-types'
import type { createStore } from 'jotai'
import { toHex } from 'viem'
import { type AnalyticsClient, createAnalyticsClient } from '@/analytics/createAnalyticsClient'
import type { TrackingEvent } from '@/analytics/TrackingEvent'
import { type ApiClient, createApiClient } from '@/api/createApiClient'
import type { HostLink } from '@/embed/internal/hostLink'
import { resolveNetworks } from '@/networks/knownNetworks'
import type { Network } from '@/networks/Network'
import { detectPlatform, type Platform } from '@/platform/detectPlatform'
import type { WalletConnectConfig } from '@/server/walletconnect/walletConnectConfigFromEnv'
import { needsSiwx } from '@/siwx/needsSiwx'
import { revokeSiwxSession } from '@/siwx/revokeSiwxSession'
import { sessionMatches } from '@/siwx/sessionMatches'
import { signInWithWallet as signInWithWalletFlow } from '@/siwx/signInWithWallet'
import { siwxAtom } from '@/siwx/siwxAtom'
import { verifyStoredSiwxSession } from '@/siwx/verifyStoredSiwxSession'
import { addRecentWallet } from '@/state/addRecentWallet'
import { canReusePairing } from '@/state/canReusePairing'
import {
  type ConnectionAction,
  type ConnectionEffect,
  type ConnectorRef,
  connectionReducer,
  type WcLinking,
} from '@/state/connectionReducer'
import { needsUnsupportedChain } from '@/state/needsUnsupportedChain'
import { planReconnect } from '@/state/planReconnect'
import { type RouterAction, type RouterData, type RouterEffect, routerReducer } from '@/state/routerReducer'
import { type ToastAction, type ToastEffect, toastReducer } from '@/state/toastReducer'
import { createFrameStorage } from '@/storage/createFrameStorage'
import type { FrameStorage } from '@/storage/types'
import { CatalogueWallet } from '@/wallets/CatalogueWallet'
import {
  createWalletConnectConnector,
  type WalletConnectAccount,
  type WalletConnectConnector,
  type WalletConnectEvent,
} from '@/wallets/walletconnect/createWalletConnectConnector'
import {
  alertAtom,
  connectionAtom,
  type HostConfig,
  hostConfigAtom,
  networksAtom,
  recentWalletsAtom,
  routerAtom,
  storageTierAtom,
  themeAtom,
  toastAtom,
  walletsAtom,
} from './atoms'
import { invalidAppConfigurationAlert } from './internal/invalidAppConfigurationAlert'
import { failure, type Reply, success, toProtocolError } from './internal/replies'
import { rpcCall } from './internal/rpcCall'
import { parseStoredConnector, storedConnectorOf } from './internal/storedConnector'

type Store = ReturnType<typeof createStore>
type Waiter = { resolve: (accounts: string[]) => void; reject: (error: Error) => void }
type ActiveWallet = { kind: 'injected'; uuid: string } | { kind: 'walletconnect' }
type WalletEvent =
  | { type: 'accountsChanged'; accounts: unknown }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'disconnect' }

const hex = (chainId: number) => `0x${chainId.toString(16)}`
const walletFor = (wallets: InjectedWalletInfo[], rdns: string | undefined) =>
  rdns === undefined ? undefined : wallets.find((wallet) => wallet.rdns === rdns)

/**
 * The frame's brain: it owns the state (in a jotai store the views read), answers the host's
 * messages and runs the effects the pure state machines ask for.
 */
export function createFrameController(options: {
  store: Store
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
  let link: HostLink | undefined
  let analytics: AnalyticsClient | undefined
  let storage: FrameStorage = createFrameStorage()
  let isMobile = false
  let active: ActiveWallet | undefined
  let apiClient: ApiClient | undefined
  let walletConnect: WalletConnectConnector | undefined
  let pairing: AbortController | undefined
  let siwxSession: SiwxSession | undefined
  const platform =
    options.platform ??
    detectPlatform(
      typeof navigator === 'undefined' ? '' : navigator.userAgent,
      typeof window !== 'undefined' && 'Telegram' in window,
    )
  let lastPushed = ''
  const waiters = new Set<Waiter>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let reconnecting: Promise<void> = Promise.resolve()

  const later = (delayMs: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, delayMs)
    timers.add(timer)
  }

  const networks = () => store.get(networksAtom)
  const connection = () => store.get(connectionAtom)
  const defaultNetwork = (): Network | undefined => networks()[0]
  const activeNetwork = (): Network | undefined => {
    const chainId = connection().chainId
    return networks().find((network) => network.id === chainId) ?? defaultNetwork()
  }

  function snapshot(): LatchState {
    const router = store.get(routerAtom)
    const { status, address, chainId, caipAddress, connector } = connection()
    const state: LatchState = { open: router.open, view: router.view, status }
    if (address) state.address = address
    if (caipAddress) state.caipAddress = caipAddress
    if (chainId) {
      state.chainId = chainId
      state.caipNetworkId = `eip155:${chainId}`
    }
    if (connector) state.connector = { id: connector.id, name: connector.name, type: connector.type }
    if (siwxSession && caipAddress && sessionMatches(siwxSession, caipAddress))
      state.siwx = { message: siwxSession.message, signature: siwxSession.signature }
    return state
  }

  // The host hears about every change once, in order; a failed push is only logged because the
  // next change sends the whole state again.
  function pushState() {
    const state = snapshot()
    const key = JSON.stringify(state)
    if (key === lastPushed || !link) return
    lastPushed = key
    link.call('state', { state }).catch((error: unknown) => console.error('latch: state push failed', error))
  }

  function route(action: RouterAction) {
    const { caipAddress, status } = connection()
    const isConnected = status === 'connected'
    const config = store.get(hostConfigAtom)
    const { state, effects } = routerReducer(store.get(routerAtom), action, {
      connected: isConnected,
      adaptersConfigured: config.enableWallets !== false,
      isMobile,
      embeddedMode: false,
      // Only a connected account can be asked to sign in; once disconnected the modal closes freely.
      siwxRequired: isConnected && config.siwx?.required === true,
      hasSiwxSession:
        siwxSession !== undefined && caipAddress !== undefined && sessionMatches(siwxSession, caipAddress),
    })
    const wasOpen = store.get(routerAtom).open
    store.set(routerAtom, state)
    if (!wasOpen && state.open) {
      link?.call('setVisible', { visible: true }).catch(logError)
      // The WalletConnect SDK loads and reaches the relay while the user picks a wallet, so that
      // the QR code does not wait for them.
      if (!isConnected && config.enableWalletConnect) getWalletConnect()?.restore().catch(logError)
    }
    for (const effect of effects) runRouterEffect(effect)
    // The basic view is a QR code and nothing else: opening it starts the pairing it shows.
    if (state.open && state.view === 'ConnectingWalletConnectBasic' && !pairing && !isConnected)
      startPairing(undefined)
    pushState()
  }

  function runRouterEffect(effect: RouterEffect) {
    switch (effect.type) {
      case 'close':
        link?.call('setVisible', { visible: false }).catch(logError)
        rejectWaiters()
        stopPairing()
        break
      case 'unshakeAfter':
        later(effect.delayMs, () => route({ type: 'unshake' }))
        break
      case 'track':
        track(effect.event)
        break
      // The embedded wallet and transaction flows that ask for these arrive with their own issues;
      // until then no view pushes a transaction stack or the Farcaster view.
      case 'runCancel':
      case 'runSuccess':
      case 'clearFarcasterUrl':
      case 'reloadEmbeddedWallet':
      case 'syncDappData':
        break
    }
  }

  function connect(action: ConnectionAction) {
    const { state, effects } = connectionReducer(connection(), action)
    store.set(connectionAtom, state)
    for (const effect of effects) runConnectionEffect(effect)
    pushState()
  }

  function runConnectionEffect(effect: ConnectionEffect) {
    switch (effect.type) {
      case 'emit':
        link?.call('emit', { event: effect.event, data: effect.data }).catch(logError)
        break
      case 'persistLastConnector':
        storage.set('lastConnector', JSON.stringify(storedConnectorOf(effect.connector))).catch(logError)
        break
      case 'clearStoredConnector':
        storage.remove('lastConnector').catch(logError)
        break
      case 'track':
        track(effect.event)
        break
      case 'log':
        console.error(`latch: ${effect.message}`)
        break
      // Social login, deep links and transactions arrive with later issues; nothing stores them yet.
      case 'clearSocialProvider':
      case 'deleteStoredDeepLink':
      case 'clearTransactions':
        break
    }
  }

  function toast(action: ToastAction) {
    const { state, effects } = toastReducer(store.get(toastAtom), action)
    store.set(toastAtom, state)
    for (const effect of effects) runToastEffect(effect)
  }

  function runToastEffect(effect: ToastEffect) {
    if (effect.type === 'openPendingAfter') later(effect.delayMs, () => toast({ type: 'openPending' }))
    if (effect.type === 'autoCloseAfter') later(effect.delayMs, () => toast({ type: 'hide', id: effect.id }))
  }

  function track(event: TrackingEvent, properties?: Record<string, unknown>) {
    analytics?.track(event, properties)
  }

  function rejectWaiters() {
    for (const waiter of waiters) waiter.reject(new UserRejectedRequestError())
    waiters.clear()
  }

  function resolveWaiters(address: string) {
    for (const waiter of waiters) waiter.resolve([address])
    waiters.clear()
  }

  async function injectedRequest(uuid: string, method: string, params?: unknown[] | Record<string, unknown>) {
    if (!link)
      throw new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.')
    const payload: PayloadOf<'injected.request'> =
      params === undefined ? { uuid, method } : { uuid, method, params }
    const { result } = await link.call('injected.request', payload)
    return result
  }

  // Every request that needs the wallet goes to the one connected, whatever kind it is.
  function walletRequest(method: string, params?: unknown): Promise<unknown> {
    if (active?.kind === 'injected')
      return injectedRequest(active.uuid, method, params as unknown[] | Record<string, unknown> | undefined)
    if (active?.kind === 'walletconnect' && walletConnect) return walletConnect.request(method, params)
    throw new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.')
  }

  async function finishConnect(wallet: InjectedWalletInfo, accounts: unknown, interactive: boolean) {
    const address = Array.isArray(accounts) ? accounts[0] : undefined
    if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw new ProviderRpcError(errorCodes.internal, 'The wallet returned no account.')
    }
    const chainHex = await injectedRequest(wallet.uuid, 'eth_chainId')
    const chainId = typeof chainHex === 'string' ? Number.parseInt(chainHex, 16) : Number.NaN
    if (!Number.isInteger(chainId) || chainId <= 0)
      throw new ProviderRpcError(errorCodes.internal, 'Bad chain id.')
    active = { kind: 'injected', uuid: wallet.uuid }
    connected(connectorOf(wallet), address as `0x${string}`, chainId, interactive)
  }

  function finishWalletConnect(
    account: WalletConnectAccount,
    wallet: CatalogueWallet | undefined,
    interactive: boolean,
  ) {
    active = { kind: 'walletconnect' }
    const imageUrl = wallet?.image_url ?? account.peer.icons.find((icon) => /^https?:\/\//.test(icon))
    const connector: ConnectorRef = {
      id: 'walletConnect',
      name: wallet?.name ?? account.peer.name,
      type: 'WALLET_CONNECT',
      ...(imageUrl ? { imageUrl } : {}),
    }
    if (wallet) {
      const recent = addRecentWallet(store.get(recentWalletsAtom), wallet)
      store.set(recentWalletsAtom, recent)
      storage.set('recentWallets', JSON.stringify(recent)).catch(logError)
    }
    connected(connector, account.address, account.chainId, interactive)
  }

  function connected(connector: ConnectorRef, address: `0x${string}`, chainId: number, interactive: boolean) {
    connect({ type: 'connectSuccess', connector, address, chainId })
    resolveWaiters(address)
    if (isUnsupported(chainId)) {
      route({ type: store.get(routerAtom).open ? 'reset' : 'open', view: 'UnsupportedChain' })
      return
    }
    if (needsSignIn()) {
      route({ type: store.get(routerAtom).open ? 'reset' : 'open', view: 'SIWXSignMessage' })
      return
    }
    if (interactive) route({ type: 'reset', view: 'Account' })
  }

  function isUnsupported(chainId: number) {
    return needsUnsupportedChain({
      activeCaipNetworkId: `eip155:${chainId}`,
      requestedCaipNetworkIds: networks().map((network) => network.caipNetworkId),
      allowUnsupportedChain: store.get(hostConfigAtom).allowUnsupportedChain ?? false,
    })
  }

  function getWalletConnect(): WalletConnectConnector | undefined {
    if (walletConnect || !options.walletConnect) return walletConnect
    const config = options.walletConnect
    const metadata = store.get(hostConfigAtom).metadata
    const hostUrl = link?.origin ?? 'http://localhost'
    walletConnect = (options.createWalletConnect ?? createWalletConnectConnector)({
      relayUrl: config.relayUrl,
      projectId: config.projectId,
      local: config.local,
      metadata: {
        name: metadata?.name ?? new URL(hostUrl).host,
        description: metadata?.description ?? '',
        url: metadata?.url ?? hostUrl,
        icons: metadata?.icons ?? [],
      },
      networks: networks().map(({ id, caipNetworkId, rpcUrl }) => ({ id, caipNetworkId, rpcUrl })),
      storage: {
        get: () => storage.get('wcSession'),
        set: (value) => storage.set('wcSession', value),
        remove: () => storage.remove('wcSession'),
      },
    })
    walletConnect.onEvent(onWalletConnectEvent)
    return walletConnect
  }

  function onWalletConnectEvent(event: WalletConnectEvent) {
    if (active?.kind !== 'walletconnect') return
    onWalletEvent(
      event.type === 'accountsChanged' ? { type: 'accountsChanged', accounts: event.accounts } : event,
    )
  }

  function startPairing(wallet: CatalogueWallet | undefined) {
    const connector = getWalletConnect()
    if (!connector) return
    pairing?.abort()
    const attempt = new AbortController()
    pairing = attempt
    connect({ type: 'reset' })
    connect({
      type: 'connectStart',
      connector: { id: 'walletConnect', name: wallet?.name ?? 'WalletConnect', type: 'WALLET_CONNECT' },
    })
    connector
      .connect({
        signal: attempt.signal,
        onUri: (uri, expiresAt) =>
          connect({ type: 'setWcUri', uri, receivedAt: expiresAt - limits.pairing.lifetimeMs }),
      })
      .then(
        (account) => {
          if (pairing === attempt) pairing = undefined
          finishWalletConnect(account, wallet, true)
        },
        (error: unknown) => {
          if (attempt.signal.aborted) return
          pairing = undefined
          const { code, message } = toProtocolError(error)
          connect({ type: 'connectError', error: { code, message } })
        },
      )
  }

  function stopPairing() {
    if (!pairing) return
    pairing.abort()
    pairing = undefined
    connect({ type: 'reset' })
  }

  async function readRecentWallets() {
    const raw = await storage.get('recentWallets').catch(() => null)
    if (!raw) return
    try {
      const parsed = CatalogueWallet.array().safeParse(JSON.parse(raw))
      if (parsed.success) store.set(recentWalletsAtom, parsed.data)
    } catch {
      // A value written by an older frame or by hand: start without recent wallets.
    }
  }

  async function readSiwxSession() {
    const stored = parseSiwxSession(await storage.get('siwxSession').catch(() => null))
    if (!stored || !apiClient) return
    // The server may have revoked it (a sign-out elsewhere); unreachable, the session stands.
    const valid = await verifyStoredSiwxSession(apiClient, stored).catch(() => true)
    if (valid) siwxSession = stored
    else await storage.remove('siwxSession').catch(logError)
  }

  function needsSignIn(): boolean {
    const { status, caipAddress, chainId } = connection()
    return needsSiwx({
      siwx: store.get(hostConfigAtom).siwx,
      connected: status === 'connected',
      networkSupported: chainId !== undefined && !isUnsupported(chainId),
      session: siwxSession,
      caipAddress,
    })
  }

  async function signInWithWallet() {
    store.set(siwxAtom, { status: 'signing' })
    const { caipAddress, address } = connection()
    const network = activeNetwork()
    try {
      const session = await signInWithWalletFlow({
        siwx: store.get(hostConfigAtom).siwx,
        caipAddress,
        network: network && { caipNetworkId: network.caipNetworkId, id: network.id },
        hostOrigin: link?.origin ?? '',
        api,
        signMessage: active
          ? async (message: string) => String(await walletRequest('personal_sign', [toHex(message), address]))
          : undefined,
        now: () => new Date(),
      })
      siwxSession = session
      await storage.set('siwxSession', JSON.stringify(session)).catch(logError)
      store.set(siwxAtom, { status: 'idle' })
      track('SIWX_AUTH_SUCCESS')
      route({ type: 'close' })
    } catch (error) {
      store.set(siwxAtom, { status: 'error', error: error instanceof Error ? error.message : String(error) })
      track('SIWX_AUTH_ERROR')
      if (store.get(routerAtom).view !== 'SIWXSignMessage' || !store.get(routerAtom).open)
        route({ type: store.get(routerAtom).open ? 'reset' : 'open', view: 'SIWXSignMessage' })
    }
  }

  async function signOut() {
    const session = siwxSession
    siwxSession = undefined
    store.set(siwxAtom, { status: 'idle' })
    await storage.remove('siwxSession').catch(logError)
    if (session && store.get(hostConfigAtom).siwx?.signOutOnDisconnect && apiClient)
      await revokeSiwxSession(apiClient, session).catch(logError)
  }

  const api: ApiClient = (path, call) => {
    if (!apiClient)
      throw new ProviderRpcError(errorCodes.disconnected, 'The host page has not connected yet.')
    return apiClient(path, call)
  }

  async function reconnect() {
    const raw = await storage.get('lastConnector').catch(() => null)
    const stored = parseStoredConnector(raw)
    if (!stored) return
    connect({ type: 'reconnectStart' })
    if (stored.type === 'WALLET_CONNECT') {
      try {
        const account = await getWalletConnect()?.restore()
        if (account) {
          finishWalletConnect(account, undefined, false)
          return
        }
      } catch (error) {
        console.error('latch: WalletConnect session not restored', error)
      }
      connect({ type: 'reconnectEnd' })
      return
    }
    const wallets = store.get(walletsAtom)
    const order = planReconnect({ lastConnectorId: stored.rdns, authorizedConnectorIds: [] })
    for (const rdns of order) {
      const wallet = walletFor(wallets, rdns)
      if (!wallet) continue
      try {
        const accounts = await injectedRequest(wallet.uuid, 'eth_accounts')
        if (Array.isArray(accounts) && accounts.length > 0) {
          await finishConnect(wallet, accounts, false)
          return
        }
      } catch (error) {
        console.error('latch: reconnect failed', error)
      }
    }
    connect({ type: 'reconnectEnd' })
  }

  async function handleInit(payload: InitPayload) {
    isMobile = payload.isMobile ?? platform.isMobile
    const config = hostConfigOf(payload, isMobile)
    // Without a relay to pair over, no view offers WalletConnect.
    config.enableWalletConnect = config.enableWalletConnect !== false && options.walletConnect !== undefined
    store.set(hostConfigAtom, config)
    const hostOrigin = link?.origin ?? ''
    const fetcher = options.fetch ?? ((input, init) => fetch(input, init))
    const onForbidden = () => store.set(alertAtom, { ...invalidAppConfigurationAlert })
    // One client per frame session, so the config is read once and a refused origin is noticed once.
    analytics ??= createAnalyticsClient({
      projectId: options.projectId,
      hostOrigin,
      sdkType: payload.sdkType,
      sdkVersion: payload.sdkVersion,
      fetch: fetcher,
      onForbidden,
    })
    apiClient ??= createApiClient({
      projectId: options.projectId,
      hostOrigin,
      sdkType: payload.sdkType,
      sdkVersion: payload.sdkVersion,
      fetch: fetcher,
      onForbidden,
    })
    store.set(networksAtom, resolveNetworks(payload.networks ?? options.projectNetworks))
    store.set(themeAtom, {
      themeMode: payload.themeMode ?? 'dark',
      themeVariables: payload.themeVariables ?? {},
    })
    store.set(walletsAtom, payload.injected)
    const mirror: Record<string, string> = { ...payload.mirror }
    storage = createFrameStorage({
      hostMirror: {
        get: async (key) => mirror[key] ?? null,
        set: async (key, value) => {
          if (value === null) delete mirror[key]
          else mirror[key] = value
          await link?.call('mirror.set', { key, value })
        },
      },
    })
    store.set(storageTierAtom, storage.tier)
    reconnecting = Promise.all([readRecentWallets(), readSiwxSession()]).then(reconnect).catch(logError)
    lastPushed = ''
    return { state: snapshot() }
  }

  async function handleRequest({ method, params }: PayloadOf<'request'>): Promise<unknown> {
    if (!isAllowedMethod(method)) throw new UnsupportedProviderMethodError({ details: method })
    const schema = (rpcParams as Record<string, { safeParse(value: unknown): { success: boolean } }>)[method]
    if (schema && !schema.safeParse(params ?? []).success) {
      throw new ProviderRpcError(errorCodes.invalidParams, `Invalid parameters for ${method}.`)
    }
    await reconnecting
    const { status, address, chainId } = connection()
    const isConnected = status === 'connected' && address !== undefined && active !== undefined
    switch (method) {
      case 'eth_chainId':
        return hex(chainId ?? defaultNetwork()?.id ?? 1)
      case 'net_version':
        return String(chainId ?? defaultNetwork()?.id ?? 1)
      case 'eth_accounts':
        return isConnected ? [address] : []
      case 'eth_requestAccounts':
        if (isConnected) return [address]
        return new Promise<string[]>((resolve, reject) => {
          waiters.add({ resolve, reject })
          if (!store.get(routerAtom).open) route({ type: 'open' })
        })
      case 'wallet_revokePermissions':
        await disconnect()
        return null
      case 'wallet_switchEthereumChain': {
        const target = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16)
        if (!networks().some((network) => network.id === target)) throw new UnrecognizedChainError()
        if (isConnected) await walletRequest(method, params)
        else store.set(networksAtom, sortDefaultFirst(networks(), target))
        if (isConnected) connect({ type: 'chainChanged', chainId: target })
        track('SWITCH_NETWORK')
        return null
      }
    }
    if (isConnected) return walletRequest(method, params)
    if (!isSafeMethod(method)) throw new UnauthorizedProviderError()
    const network = activeNetwork()
    if (!network)
      throw new ProviderRpcError(
        errorCodes.chainDisconnected,
        'The Provider is not connected to the requested chain.',
      )
    return rpcCall(network.rpcUrl, method, params)
  }

  async function disconnect() {
    const wallet = active
    connect({ type: 'disconnectStart' })
    try {
      if (wallet?.kind === 'injected')
        await injectedRequest(wallet.uuid, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(
          () => null,
        )
      if (wallet?.kind === 'walletconnect') await walletConnect?.disconnect()
      await signOut()
      active = undefined
      connect({ type: 'disconnectSuccess' })
    } catch (error) {
      connect({ type: 'disconnectError', message: error instanceof Error ? error.message : String(error) })
    }
    if (store.get(routerAtom).open) route({ type: 'close' })
    store.set(routerAtom, { ...store.get(routerAtom), view: 'Connect', history: ['Connect'] })
    pushState()
  }

  function handleInjectedEvent({ uuid, event, data }: PayloadOf<'injected.event'>) {
    if (active?.kind !== 'injected' || uuid !== active.uuid) return
    if (event === 'accountsChanged') onWalletEvent({ type: 'accountsChanged', accounts: data })
    if (event === 'chainChanged' && typeof data === 'string')
      onWalletEvent({ type: 'chainChanged', chainId: Number.parseInt(data, 16) })
    if (event === 'disconnect') onWalletEvent({ type: 'disconnect' })
  }

  function onWalletEvent(event: WalletEvent) {
    if (event.type === 'accountsChanged' && Array.isArray(event.accounts)) {
      const accounts = event.accounts.filter((a): a is `0x${string}` => typeof a === 'string')
      connect({ type: 'accountsChanged', accounts })
      if (accounts.length === 0) active = undefined
      else if (needsSignIn())
        route({ type: store.get(routerAtom).open ? 'reset' : 'open', view: 'SIWXSignMessage' })
    }
    if (event.type === 'chainChanged') {
      const { chainId } = event
      if (!Number.isInteger(chainId) || chainId === connection().chainId) return
      connect({ type: 'chainChanged', chainId })
      if (isUnsupported(chainId))
        route({ type: store.get(routerAtom).open ? 'reset' : 'open', view: 'UnsupportedChain' })
      else if (store.get(routerAtom).view === 'UnsupportedChain') route({ type: 'reset', view: 'Account' })
    }
    if (event.type === 'disconnect') {
      active = undefined
      connect({ type: 'disconnectSuccess' })
    }
  }

  async function dispatch(request: HostToFrameRequest): Promise<unknown> {
    switch (request.type) {
      case 'init':
        return handleInit(request.payload)
      case 'open':
        route(request.payload.view ? { type: 'open', view: request.payload.view } : { type: 'open' })
        return {}
      case 'close':
        route({ type: 'close' })
        return { closed: !store.get(routerAtom).open }
      case 'request':
        return { result: await handleRequest(request.payload) }
      case 'injected.announce':
        store.set(walletsAtom, request.payload.wallets)
        return {}
      case 'injected.event':
        handleInjectedEvent(request.payload)
        return {}
      case 'syncTheme':
        store.set(themeAtom, {
          themeMode: request.payload.themeMode ?? store.get(themeAtom).themeMode,
          themeVariables: request.payload.themeVariables ?? store.get(themeAtom).themeVariables,
        })
        return {}
      case 'getChainId':
        return { chainId: connection().chainId ?? defaultNetwork()?.id ?? 1 }
      case 'isConnected':
        return { isConnected: connection().status === 'connected' }
      case 'switchNetwork': {
        const chainId = Number(request.payload.chainId)
        await handleRequest({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex(chainId) }] })
        return { chainId }
      }
      case 'rpcRequest':
        return { result: await handleRequest(request.payload) }
      default:
        throw new ProviderRpcError(
          errorCodes.unsupportedMethod,
          'The embedded wallet is not available in this version of Latch.',
          { details: request.type },
        )
    }
  }

  return {
    /** The penpal entry point: validates every host message with its zod schema before acting on it. */
    async handle(raw: unknown): Promise<Reply> {
      const parsed = HostToFrameRequestSchema.safeParse(raw)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
        return failure(raw, {
          code: errorCodes.invalidParams,
          message: `Invalid message${where}: ${issue?.message ?? 'unknown shape'}`,
        })
      }
      try {
        return success(parsed.data, await dispatch(parsed.data))
      } catch (error) {
        return failure(parsed.data, toProtocolError(error))
      }
    },
    attach(hostLink: HostLink) {
      link = hostLink
    },
    /** The frame's own /api, as the host page it serves. */
    api,
    track,
    open: (view?: ViewName) => route(view ? { type: 'open', view } : { type: 'open' }),
    push: (view: ViewName, data?: RouterData) =>
      route(data ? { type: 'push', view, data } : { type: 'push', view }),
    /** Pairs with a catalogue wallet (or any, on the basic view) over WalletConnect. */
    connectWalletConnect(wallet?: CatalogueWallet) {
      const view = wallet ? 'ConnectingWalletConnect' : 'ConnectingWalletConnectBasic'
      const data: RouterData = wallet ? { wallet } : {}
      route({ type: store.get(routerAtom).view === view ? 'replace' : 'push', view, data })
      const { wcUri, wcPairingExpiry } = connection()
      // On Telegram and iOS Safari the user may already be in the wallet with the last URI (SPEC.md §4).
      const reuse =
        pairing !== undefined && canReusePairing({ wcUri, wcPairingExpiry, now: Date.now(), ...platform })
      if (reuse) return
      // Routed to, the basic view has already started its own pairing.
      if (wallet || !pairing) startPairing(wallet)
    },
    retryWalletConnect() {
      const wallet = store.get(routerAtom).data.wallet
      startPairing(wallet)
    },
    rememberWalletLink: (linking: WcLinking) => connect({ type: 'setWcLinking', linking }),
    signInWithWallet,
    async cancelSignIn() {
      store.set(siwxAtom, { status: 'idle' })
      if (store.get(hostConfigAtom).siwx?.required) await disconnect()
      else route({ type: 'close' })
    },
    close: () => route({ type: 'close' }),
    goBack: () => route({ type: 'goBack' }),
    showToast: (action: ToastAction) => toast(action),
    dismissAlert: () => store.set(alertAtom, null),
    async connectInjected(wallet: InjectedWalletInfo) {
      const connector = connectorOf(wallet)
      const router = store.get(routerAtom)
      if (router.view === 'ConnectingExternal')
        route({ type: 'replace', view: 'ConnectingExternal', data: { connector } })
      else route({ type: 'push', view: 'ConnectingExternal', data: { connector } })
      connect({ type: 'connectStart', connector })
      try {
        const accounts = await injectedRequest(wallet.uuid, 'eth_requestAccounts')
        await finishConnect(wallet, accounts, true)
      } catch (error) {
        const { code, message } = toProtocolError(error)
        connect({ type: 'connectError', error: { code, message } })
      }
    },
    disconnect,
    async switchNetwork(chainId: number) {
      try {
        await handleRequest({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex(chainId) }] })
        if (store.get(routerAtom).view === 'UnsupportedChain') route({ type: 'reset', view: 'Account' })
      } catch (error) {
        toast({ type: 'show', message: toProtocolError(error).message, variant: 'error' })
      }
    },
    readBalance: async (address: string) => {
      const network = activeNetwork()
      if (!network) return undefined
      const result = await rpcCall(network.rpcUrl, 'eth_getBalance', [address, 'latest'])
      return typeof result === 'string' ? BigInt(result) : undefined
    },
    destroy() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      rejectWaiters()
      pairing?.abort()
      walletConnect?.destroy()
      link?.destroy()
    },
  }
}

/** The controller's API, for the views. */
export type FrameController = ReturnType<typeof createFrameController>

function connectorOf(wallet: InjectedWalletInfo): ConnectorRef {
  return { id: wallet.rdns, name: wallet.name, type: 'ANNOUNCED', imageUrl: wallet.icon, rdns: wallet.rdns }
}

function hostConfigOf(payload: InitPayload, isMobile: boolean): HostConfig {
  const {
    version: _version,
    projectId: _projectId,
    networks: _networks,
    themeMode: _themeMode,
    themeVariables: _themeVariables,
    sdkVersion: _sdkVersion,
    sdkType: _sdkType,
    isMobile: _isMobile,
    injected: _injected,
    mirror: _mirror,
    ...config
  } = payload
  return { ...config, isMobile }
}

function sortDefaultFirst(list: Network[], chainId: number): Network[] {
  return [...list].sort((a, b) => Number(b.id === chainId) - Number(a.id === chainId))
}

function parseSiwxSession(raw: string | null): SiwxSession | undefined {
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as Partial<SiwxSession>
    if (
      typeof value.message === 'string' &&
      typeof value.signature === 'string' &&
      typeof value.data === 'object'
    )
      return value as SiwxSession
  } catch {
    return undefined
  }
  return undefined
}

function logError(error: unknown) {
  console.error('latch:', error)
}
