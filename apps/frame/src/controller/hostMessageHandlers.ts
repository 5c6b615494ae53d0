import {
  errorCodes,
  type HostToFrameType,
  type InitPayload,
  type PayloadOf,
  ProviderRpcError,
} from '@latch/protocol'
import { type FeatureSwitch, featureEnabled } from '@latch/shared-types'
import { createAnalyticsClient } from '@/analytics/createAnalyticsClient'
import { createApiClient } from '@/api/createApiClient'
import type { HostBridgeConnector } from '@/connectors/createHostBridgeConnector'
import type { EmbeddedMessageHandlers } from '@/embedded/embeddedMessageHandlers'
import { applyLocale } from '@/i18n/applyLocale'
import { resolveLocale } from '@/i18n/resolveLocale'
import { resolveBitcoinNetworks } from '@/networks/knownBitcoinNetworks'
import { resolveNearNetworks } from '@/networks/knownNearNetworks'
import { resolveNetworks } from '@/networks/knownNetworks'
import { resolveSolanaNetworks } from '@/networks/knownSolanaNetworks'
import type { Platform } from '@/platform/detectPlatform'
import { inTimeZones } from '@/projects/inTimeZones'
import type { SignInFlow } from '@/siwx/createSignInFlow'
import {
  alertAtom,
  analyticsAtom,
  apiClientAtom,
  bitcoinNetworksAtom,
  connectionAtom,
  frameStorageAtom,
  type HostConfig,
  hostConfigAtom,
  hostInitializedAtom,
  hostLinkAtom,
  lastPushedStateAtom,
  nearNetworksAtom,
  networksAtom,
  reconnectingAtom,
  routerAtom,
  solanaNetworksAtom,
  storageTierAtom,
  themeAtom,
  walletsAtom,
} from '@/state/atoms'
import { type FrameContext, logError } from '@/state/FrameContext'
import { activeNetwork, isEmbeddedAccount } from '@/state/selectors'
import { viewUnavailable } from '@/state/viewUnavailable'
import { createFrameStorage } from '@/storage/createFrameStorage'
import type { ConnectionFlow } from './createConnectionFlow'
import { hostStateOf } from './hostState'
import { invalidAppConfigurationAlert, networkNotFoundAlert } from './internal/alerts'
import { switchNamespace } from './switchNamespace'

/** One handler per host → frame message; the payload has passed its zod schema already. */
export type HostMessageHandlers = { [T in HostToFrameType]: (payload: PayloadOf<T>) => unknown }

/** What a visitor in one of the project's restricted time zones is not offered. */
const withheldInRestrictedZones: readonly FeatureSwitch[] = ['swaps', 'onramp']

/** What the host's message handlers act through: the controller's options, connection and flows. */
export type HostMessageHandlerDeps = {
  options: {
    projectId: string
    projectNetworks: string[]
    restrictedTimeZones?: readonly string[] | undefined
    timeZone?: string | undefined
    languages?: readonly string[] | undefined
    fetch?: typeof fetch | undefined
    walletConnect: boolean
  }
  platform: Platform
  connection: ConnectionFlow
  signIn: SignInFlow
  bridge: HostBridgeConnector
  handleRequest(payload: PayloadOf<'request'>): Promise<unknown>
  /** The headless embedded-wallet messages, loaded with the embedded wallet on first use. */
  embeddedHandlers(): Promise<EmbeddedMessageHandlers>
}

/**
 * The table of host messages: what the frame does with each, and what it answers.
 *
 * @example
 * await handlers.open({ view: 'Connect' })
 */
export function createHostMessageHandlers(
  context: FrameContext,
  deps: HostMessageHandlerDeps,
): HostMessageHandlers {
  const { store } = context
  const chainId = () => store.get(connectionAtom).chainId ?? activeNetwork(store)?.id ?? 1
  // Whether the embedded wallet holds the connected account (an external wallet does not count).
  const embeddedConnected = () => isEmbeddedAccount(store) && deps.connection.isConnected()
  const embedded = deps.embeddedHandlers
  // The switches the visitor's time zone turned off, for the project (docs/restricted-time-zones.md).
  let withheldHere: readonly FeatureSwitch[] = []

  function init(payload: InitPayload) {
    const isMobile = payload.isMobile ?? deps.platform.isMobile
    const config = hostConfigOf(payload, isMobile, deps.platform.isIos)
    // Without a relay to pair over, no view offers WalletConnect.
    config.enableWalletConnect = config.enableWalletConnect !== false && deps.options.walletConnect
    // Where the project may not offer swaps or the onramp, the visitor's time zone turns them off,
    // whatever the host asked.
    // Only a project that restricts some zone asks the browser for the visitor's.
    const restricted = deps.options.restrictedTimeZones ?? []
    const here =
      restricted.length > 0 &&
      inTimeZones(deps.options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, restricted)
    withheldHere = here ? withheldInRestrictedZones : []
    for (const feature of withheldHere) config.features = { ...config.features, [feature]: false }
    store.set(hostConfigAtom, config)
    const languages = deps.options.languages ?? (typeof navigator === 'undefined' ? [] : navigator.languages)
    applyLocale(store, resolveLocale(payload.locale, languages)).catch(logError)
    const link = store.get(hostLinkAtom)
    const hostOrigin = link?.origin ?? ''
    const fetcher = deps.options.fetch ?? ((input, init) => fetch(input, init))
    const onForbidden = () => store.set(alertAtom, { ...invalidAppConfigurationAlert })
    const clientOptions = {
      projectId: deps.options.projectId,
      hostOrigin,
      sdkType: payload.sdkType,
      sdkVersion: payload.sdkVersion,
      fetch: fetcher,
      onForbidden,
    }
    // One client per frame session, so the config is read once and a refused origin is noticed once.
    if (!store.get(analyticsAtom))
      store.set(
        analyticsAtom,
        createAnalyticsClient({
          ...clientOptions,
          allowed: () => featureEnabled(store.get(hostConfigAtom).features, 'analytics'),
        }),
      )
    // The client is a function, which jotai would take for an updater: set it through one.
    if (!store.get(apiClientAtom)) {
      const client = createApiClient(clientOptions)
      store.set(apiClientAtom, () => client)
    }
    const requested = payload.networks ?? deps.options.projectNetworks
    const networks = resolveNetworks(requested)
    const solanaNetworks = resolveSolanaNetworks(requested)
    const bitcoinNetworks = resolveBitcoinNetworks(requested)
    const nearNetworks = resolveNearNetworks(requested)
    store.set(networksAtom, networks)
    store.set(solanaNetworksAtom, solanaNetworks)
    store.set(bitcoinNetworksAtom, bitcoinNetworks)
    store.set(nearNetworksAtom, nearNetworks)
    const missing = requested.filter(
      (id) =>
        ![...networks, ...solanaNetworks, ...bitcoinNetworks, ...nearNetworks].some(
          (network) => network.caipNetworkId === id,
        ),
    )
    if (missing.length > 0) store.set(alertAtom, networkNotFoundAlert(missing))
    store.set(themeAtom, {
      themeMode: payload.themeMode ?? 'dark',
      themeVariables: payload.themeVariables ?? {},
    })
    store.set(walletsAtom, payload.injected)
    const mirror: Record<string, string> = { ...payload.mirror }
    const storage = createFrameStorage({
      hostMirror: {
        get: async (key) => mirror[key] ?? null,
        set: async (key, value) => {
          if (value === null) delete mirror[key]
          else mirror[key] = value
          await store.get(hostLinkAtom)?.call('mirror.set', { key, value })
        },
      },
    })
    store.set(frameStorageAtom, storage)
    store.set(storageTierAtom, storage.tier)
    store.set(
      reconnectingAtom,
      Promise.all([deps.connection.readRecentWallets(), deps.signIn.restore()])
        .then(() => deps.connection.reconnect())
        .catch(logError),
    )
    // Inline, the modal is shown from the start (docs/inline.md). A host that connects again hid its
    // frame first (the frame reloaded under it, and may have reopened over the old channel): an open
    // modal shows itself again.
    if (config.inline && !store.get(routerAtom).open) context.dispatchRouter({ type: 'open' })
    else if (store.get(routerAtom).open) context.notifyHost('setVisible', { visible: true })
    store.set(lastPushedStateAtom, '')
    store.set(hostInitializedAtom, true)
    // `npm run bench` times page load → ready to this mark.
    performance.mark('latch:ready')
    return { state: hostStateOf(store) }
  }

  const reconnectIfDisconnected = () => deps.connection.reconnectIfDisconnected()

  return {
    init,
    open: ({ view, namespace }) => {
      const unavailable = view && viewUnavailable(view, store.get(hostConfigAtom), withheldHere)
      if (unavailable)
        throw new ProviderRpcError(errorCodes.unsupportedMethod, unavailable, { details: 'open' })
      if (namespace && !switchNamespace(store, namespace))
        throw new ProviderRpcError(errorCodes.unsupportedMethod, `This app has no ${namespace} network`, {
          details: 'open',
        })
      context.dispatchRouter(view ? { type: 'open', view } : { type: 'open' })
      return {}
    },
    close: () => {
      context.dispatchRouter({ type: 'close' })
      return { closed: !store.get(routerAtom).open }
    },
    request: async (payload) => ({ result: await deps.handleRequest(payload) }),
    rpcRequest: async (payload) => ({ result: await deps.handleRequest(payload) }),
    'injected.announce': ({ wallets }) => {
      const known = new Set(store.get(walletsAtom).map((wallet) => wallet.rdns))
      store.set(walletsAtom, wallets)
      // A wallet the page announces after init (one registered by a late script, or found through the
      // SDK's Solana bridge) may be the last session's: tried again as a reload would (docs/reconnect.md).
      if (wallets.some((wallet) => !known.has(wallet.rdns))) void reconnectIfDisconnected()
      return {}
    },
    'injected.event': (payload) => {
      deps.bridge.handleHostEvent(payload)
      return {}
    },
    syncTheme: ({ themeMode, themeVariables }) => {
      const theme = store.get(themeAtom)
      store.set(themeAtom, {
        themeMode: themeMode ?? theme.themeMode,
        themeVariables: themeVariables ?? theme.themeVariables,
      })
      return {}
    },
    getChainId: () => ({ chainId: chainId() }),
    // Whether the embedded wallet holds the connected account (an external wallet does not count).
    isConnected: () => ({ isConnected: embeddedConnected() }),
    switchNetwork: async (payload) => {
      const target = Number(payload.chainId)
      await deps.handleRequest({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${target.toString(16)}` }],
      })
      return { chainId: target }
    },
    // The headless email login: the host's UI asks for the address and the codes, no view opens.
    connectEmail: async (payload) => (await embedded()).connectEmail(payload),
    connectDevice: async () => (await embedded()).connectDevice(),
    connectOtp: async (payload) => (await embedded()).connectOtp(payload),
    getSocialRedirectUri: async (payload) => (await embedded()).getSocialRedirectUri(payload),
    connectSocial: async (payload) => (await embedded()).connectSocial(payload),
    getFarcasterUri: async (payload) => (await embedded()).getFarcasterUri(payload),
    connectFarcaster: async (payload) => (await embedded()).connectFarcaster(payload),
    connectSecondFactor: async (payload) => (await embedded()).connectSecondFactor(payload),
    getUser: async () => (await embedded()).getUser(),
    signOut: async () => (await embedded()).signOut(),
    updateEmail: async (payload) => (await embedded()).updateEmail(payload),
    updateEmailPrimaryOtp: async (payload) => (await embedded()).updateEmailPrimaryOtp(payload),
    updateEmailSecondaryOtp: async (payload) => (await embedded()).updateEmailSecondaryOtp(payload),
    syncDappData: ({ projectId, metadata }) => {
      if (projectId !== deps.options.projectId)
        throw new ProviderRpcError(errorCodes.unauthorized, 'The projectId is not the one of this frame.')
      if (metadata) store.set(hostConfigAtom, { ...store.get(hostConfigAtom), metadata })
      return {}
    },
    // The networks whose bundler the frame reaches: a smart account works there.
    getSmartAccountEnabledNetworks: () => ({
      smartAccountEnabledNetworks: store
        .get(networksAtom)
        .filter((network) => network.smartAccounts)
        .map((network) => network.id),
    }),
    initSmartAccount: async () => (await embedded()).initSmartAccount(),
    setPreferredAccount: async (payload) => (await embedded()).setPreferredAccount(payload),
    // Tries the stored session again (after a storage-access grant, say); an open session stays as it is.
    reload: async () => {
      await reconnectIfDisconnected()
      return {}
    },
  }
}

function hostConfigOf(payload: InitPayload, isMobile: boolean, isIos: boolean): HostConfig {
  const {
    version: _version,
    projectId: _projectId,
    networks: _networks,
    themeMode: _themeMode,
    themeVariables: _themeVariables,
    sdkVersion: _sdkVersion,
    sdkType: _sdkType,
    isMobile: _isMobile,
    locale: _locale,
    injected: _injected,
    mirror: _mirror,
    ...config
  } = payload
  return { ...config, isMobile, isIos }
}
