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
import type { createStore } from 'jotai'
import { type AnalyticsClient, createAnalyticsClient } from '@/analytics/createAnalyticsClient'
import type { TrackingEvent } from '@/analytics/TrackingEvent'
import type { HostLink } from '@/embed/internal/hostLink'
import { resolveNetworks } from '@/networks/knownNetworks'
import type { Network } from '@/networks/Network'
import {
  type ConnectionAction,
  type ConnectionEffect,
  type ConnectorRef,
  connectionReducer,
} from '@/state/connectionReducer'
import { needsUnsupportedChain } from '@/state/needsUnsupportedChain'
import { planReconnect } from '@/state/planReconnect'
import { type RouterAction, type RouterEffect, routerReducer } from '@/state/routerReducer'
import { type ToastAction, type ToastEffect, toastReducer } from '@/state/toastReducer'
import { createFrameStorage } from '@/storage/createFrameStorage'
import type { FrameStorage } from '@/storage/types'
import {
  alertAtom,
  connectionAtom,
  type HostConfig,
  hostConfigAtom,
  networksAtom,
  routerAtom,
  storageTierAtom,
  themeAtom,
  toastAtom,
  walletsAtom,
} from './atoms'
import { invalidAppConfigurationAlert } from './internal/invalidAppConfigurationAlert'
import { failure, type Reply, success, toProtocolError } from './internal/replies'
import { rpcCall } from './internal/rpcCall'

type Store = ReturnType<typeof createStore>
type Waiter = { resolve: (accounts: string[]) => void; reject: (error: Error) => void }
type StoredConnector = { id: string; rdns: string; name: string }

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
}) {
  const { store } = options
  let link: HostLink | undefined
  let analytics: AnalyticsClient | undefined
  let storage: FrameStorage = createFrameStorage()
  let isMobile = false
  let connectedUuid: string | undefined
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
    const { state, effects } = routerReducer(store.get(routerAtom), action, {
      connected: connection().status === 'connected',
      adaptersConfigured: true,
      isMobile,
      embeddedMode: false,
      siwxRequired: false,
      hasSiwxSession: false,
    })
    const wasOpen = store.get(routerAtom).open
    store.set(routerAtom, state)
    if (!wasOpen && state.open) link?.call('setVisible', { visible: true }).catch(logError)
    for (const effect of effects) runRouterEffect(effect)
    pushState()
  }

  function runRouterEffect(effect: RouterEffect) {
    switch (effect.type) {
      case 'close':
        link?.call('setVisible', { visible: false }).catch(logError)
        rejectWaiters()
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

  function track(event: TrackingEvent) {
    analytics?.track(event)
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

  async function finishConnect(wallet: InjectedWalletInfo, accounts: unknown, interactive: boolean) {
    const address = Array.isArray(accounts) ? accounts[0] : undefined
    if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw new ProviderRpcError(errorCodes.internal, 'The wallet returned no account.')
    }
    const chainHex = await injectedRequest(wallet.uuid, 'eth_chainId')
    const chainId = typeof chainHex === 'string' ? Number.parseInt(chainHex, 16) : Number.NaN
    if (!Number.isInteger(chainId) || chainId <= 0)
      throw new ProviderRpcError(errorCodes.internal, 'Bad chain id.')
    connectedUuid = wallet.uuid
    connect({
      type: 'connectSuccess',
      connector: connectorOf(wallet),
      address: address as `0x${string}`,
      chainId,
    })
    resolveWaiters(address)
    const unsupported = isUnsupported(chainId)
    if (unsupported) route({ type: store.get(routerAtom).open ? 'reset' : 'open', view: 'UnsupportedChain' })
    else if (interactive) route({ type: 'reset', view: 'Account' })
  }

  function isUnsupported(chainId: number) {
    return needsUnsupportedChain({
      activeCaipNetworkId: `eip155:${chainId}`,
      requestedCaipNetworkIds: networks().map((network) => network.caipNetworkId),
      allowUnsupportedChain: false,
    })
  }

  async function reconnect() {
    const raw = await storage.get('lastConnector').catch(() => null)
    const stored = parseStoredConnector(raw)
    if (!stored) return
    connect({ type: 'reconnectStart' })
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
    isMobile = payload.isMobile ?? /Mobi|Android/i.test(navigator.userAgent)
    store.set(hostConfigAtom, hostConfigOf(payload, isMobile))
    // One client per frame session, so the config is read once and a refused origin is noticed once.
    analytics ??= createAnalyticsClient({
      projectId: options.projectId,
      hostOrigin: link?.origin ?? '',
      sdkType: payload.sdkType,
      sdkVersion: payload.sdkVersion,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      onForbidden: () => store.set(alertAtom, { ...invalidAppConfigurationAlert }),
    })
    store.set(networksAtom, resolveNetworks(payload.networks ?? options.projectNetworks))
    store.set(themeAtom, {
      themeMode: payload.themeMode ?? 'dark',
      themeVariables: payload.themeVariables ?? {},
    })
    store.set(walletsAtom, payload.injected)
    const mirror = { ...payload.mirror }
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
    reconnecting = reconnect().catch(logError)
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
    const connected = status === 'connected' && address !== undefined && connectedUuid !== undefined
    switch (method) {
      case 'eth_chainId':
        return hex(chainId ?? defaultNetwork()?.id ?? 1)
      case 'net_version':
        return String(chainId ?? defaultNetwork()?.id ?? 1)
      case 'eth_accounts':
        return connected ? [address] : []
      case 'eth_requestAccounts':
        if (connected) return [address]
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
        if (connected && connectedUuid) await injectedRequest(connectedUuid, method, params)
        else store.set(networksAtom, sortDefaultFirst(networks(), target))
        if (connected) connect({ type: 'chainChanged', chainId: target })
        track('SWITCH_NETWORK')
        return null
      }
    }
    if (connected && connectedUuid) return injectedRequest(connectedUuid, method, params)
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
    const uuid = connectedUuid
    connect({ type: 'disconnectStart' })
    try {
      if (uuid)
        await injectedRequest(uuid, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => null)
      connectedUuid = undefined
      connect({ type: 'disconnectSuccess' })
    } catch (error) {
      connect({ type: 'disconnectError', message: error instanceof Error ? error.message : String(error) })
    }
    if (store.get(routerAtom).open) route({ type: 'close' })
    store.set(routerAtom, { ...store.get(routerAtom), view: 'Connect', history: ['Connect'] })
    pushState()
  }

  function handleInjectedEvent({ uuid, event, data }: PayloadOf<'injected.event'>) {
    if (uuid !== connectedUuid) return
    if (event === 'accountsChanged' && Array.isArray(data)) {
      connect({
        type: 'accountsChanged',
        accounts: data.filter((a): a is `0x${string}` => typeof a === 'string'),
      })
      if (data.length === 0) connectedUuid = undefined
    }
    if (event === 'chainChanged' && typeof data === 'string') {
      const chainId = Number.parseInt(data, 16)
      if (!Number.isInteger(chainId) || chainId === connection().chainId) return
      connect({ type: 'chainChanged', chainId })
      if (isUnsupported(chainId))
        route({ type: store.get(routerAtom).open ? 'reset' : 'open', view: 'UnsupportedChain' })
      else if (store.get(routerAtom).view === 'UnsupportedChain') route({ type: 'reset', view: 'Account' })
    }
    if (event === 'disconnect') {
      connectedUuid = undefined
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
    open: (view?: ViewName) => route(view ? { type: 'open', view } : { type: 'open' }),
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
      link?.destroy()
    },
  }
}

/** The controller's API, for the views. */
export type FrameController = ReturnType<typeof createFrameController>

function connectorOf(wallet: InjectedWalletInfo): ConnectorRef {
  return { id: wallet.rdns, name: wallet.name, type: 'ANNOUNCED', imageUrl: wallet.icon, rdns: wallet.rdns }
}

// Only what reconnect reads: a wallet's icon can be a data URI far larger than the cookie tier or
// the host mirror takes, and it is announced again on every page load anyway.
function storedConnectorOf(connector: ConnectorRef): StoredConnector {
  return { id: connector.id, rdns: connector.rdns ?? connector.id, name: connector.name }
}

function parseStoredConnector(raw: string | null): StoredConnector | undefined {
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as Partial<StoredConnector>
    if (typeof value.rdns === 'string' && typeof value.name === 'string') {
      return { id: String(value.id ?? value.rdns), rdns: value.rdns, name: value.name }
    }
  } catch {
    return undefined
  }
  return undefined
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

function logError(error: unknown) {
  console.error('latch:', error)
}
