import {
  errorCodes,
  type InjectedWalletInfo,
  ProviderRpcError,
  UserRejectedRequestError,
} from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import { limits } from '@latch/shared-types'
import { type HostBridgeConnector, hostWalletConnector } from '@/connectors/createHostBridgeConnector'
import type { WalletConnectFrameConnector } from '@/connectors/createWalletConnectFrameConnector'
import type { ConnectedWallet, ConnectorKind, FrameConnector, WalletEvent } from '@/connectors/FrameConnector'
import { parseStoredConnector } from '@/connectors/storedConnector'
import type { Platform } from '@/platform/detectPlatform'
import type { SignInFlow } from '@/siwx/createSignInFlow'
import { addRecentWallet } from '@/state/addRecentWallet'
import {
  accountsWaitersAtom,
  activeConnectorAtom,
  connectionAtom,
  pairingAtom,
  recentWalletsAtom,
  reconnectingAtom,
  routerAtom,
} from '@/state/atoms'
import { canReusePairing } from '@/state/canReusePairing'
import type { WcLinking } from '@/state/connectionReducer'
import { type FrameContext, logError } from '@/state/FrameContext'
import type { RouterData } from '@/state/routerReducer'
import { isUnsupported, showView } from '@/state/selectors'
import { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { switchNamespace } from './switchNamespace'

/** Why a pairing cannot start where the frame has no WalletConnect connector. */
export const walletConnectUndefined =
  'The WalletConnect connector is undefined: this page offers no WalletConnect.'

/** The connectors the frame has: the host bridge always, WalletConnect when a relay is configured. */
type FrameConnectors = {
  injected: HostBridgeConnector
  walletconnect?: WalletConnectFrameConnector | undefined
  embedded?: FrameConnector<never> | undefined
}

// Which connector a stored connector reconnects through.
const reconnectsThrough = {
  ANNOUNCED: 'injected',
  WALLET_CONNECT: 'walletconnect',
  AUTH: 'embedded',
} as const

/**
 * Connecting, reconnecting and disconnecting, whatever the kind of wallet: the user's pick goes to
 * its connector, the account it answers goes through the connection reducer, and what follows (the
 * unsupported-chain view, sign-in, Account) is decided here once for every kind.
 */
export function createConnectionFlow(
  context: FrameContext,
  deps: {
    connectors: FrameConnectors
    signIn: () => SignInFlow
    platform: Platform
    /** A stored session that could not be restored (the embedded wallet says Session Expired). */
    onReconnectError?: (kind: ConnectorKind, error: unknown) => void
    /** Runs `run` each time the page is shown again (the tab comes back); answers how to stop. */
    onPageShown?: ((run: () => void) => () => void) | undefined
  },
) {
  const { store, dispatchConnection, dispatchRouter } = context
  const { connectors } = deps
  const connectorOf = (kind: ConnectorKind | undefined): FrameConnector<never> | undefined =>
    kind === undefined
      ? undefined
      : (connectors as Partial<Record<ConnectorKind, FrameConnector<never>>>)[kind]

  for (const [kind, connector] of Object.entries(connectors) as [
    ConnectorKind,
    FrameConnector<never> | undefined,
  ][])
    connector?.onEvent((event) => {
      if (store.get(activeConnectorAtom) === kind) onWalletEvent(event)
    })

  function activeConnector() {
    return connectorOf(store.get(activeConnectorAtom))
  }

  /** A request to whichever wallet is connected (`checked`: its params as validateRequest parsed them). */
  function walletRequest(method: string, params?: unknown, checked?: unknown): Promise<unknown> {
    const connector = activeConnector()
    if (!connector)
      return Promise.reject(
        new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.'),
      )
    return connector.request(method, params, checked)
  }

  function settleWaiters(settle: (waiter: { resolve(a: string[]): void; reject(e: Error): void }) => void) {
    const waiters = store.get(accountsWaitersAtom)
    store.set(accountsWaitersAtom, [])
    for (const waiter of waiters) settle(waiter)
  }

  function connected(kind: ConnectorKind, wallet: ConnectedWallet, interactive: boolean) {
    store.set(activeConnectorAtom, kind)
    dispatchConnection({ type: 'connectSuccess', ...wallet })
    // A host page's Solana or Bitcoin wallet brings no EVM account: eth_requestAccounts keeps waiting
    // for one, and its namespace is the active one (after a reload too), so that Send and Activity are its.
    const { address, chainId } = wallet
    if (address) settleWaiters((waiter) => waiter.resolve([address]))
    else switchNamespace(store, wallet.namespace ?? 'solana')
    if (chainId !== undefined && isUnsupported(store, chainId))
      showView(store, dispatchRouter, 'UnsupportedChain')
    else if (deps.signIn().needsSignIn()) showView(store, dispatchRouter, 'SIWXSignMessage')
    // Connected without sign-in: the modal has done what the host opened it for and closes, as
    // hosts expect; opened again it shows Account (docs/behaviour.md#views-and-the-stack).
    else if (interactive) {
      dispatchRouter({ type: 'reset', view: 'Account' })
      dispatchRouter({ type: 'close' })
    }
    // A session brought back while the modal shows where it starts (inline, it always does): Account.
    else if (isAtStart(store.get(routerAtom))) dispatchRouter({ type: 'reset', view: 'Account' })
  }

  function isAtStart(router: { open: boolean; history: readonly string[] }) {
    return router.open && router.history.length === 1 && router.history[0] === 'Connect'
  }

  function onWalletEvent(event: WalletEvent) {
    if (event.type === 'accountsChanged') {
      dispatchConnection({ type: 'accountsChanged', accounts: event.accounts })
      if (event.accounts.length === 0) store.set(activeConnectorAtom, undefined)
      else if (deps.signIn().needsSignIn()) showView(store, dispatchRouter, 'SIWXSignMessage')
    }
    if (event.type === 'chainChanged') {
      const { chainId } = event
      if (!Number.isInteger(chainId) || chainId === store.get(connectionAtom).chainId) return
      dispatchConnection({ type: 'chainChanged', chainId })
      if (isUnsupported(store, chainId)) showView(store, dispatchRouter, 'UnsupportedChain')
      else if (store.get(routerAtom).view === 'UnsupportedChain')
        dispatchRouter({ type: 'reset', view: 'Account' })
    }
    if (event.type === 'disconnect') {
      store.set(activeConnectorAtom, undefined)
      dispatchConnection({ type: 'disconnectSuccess' })
    }
  }

  function startPairing(wallet: CatalogueWallet | undefined) {
    const walletConnect = connectors.walletconnect
    // A frame without a relay has no WalletConnect connector: the view says so instead of waiting.
    if (!walletConnect)
      return dispatchConnection({
        type: 'connectError',
        error: { code: errorCodes.disconnected, message: walletConnectUndefined },
      })
    store.get(pairingAtom)?.abort()
    const attempt = new AbortController()
    store.set(pairingAtom, attempt)
    dispatchConnection({ type: 'reset' })
    dispatchConnection({
      type: 'connectStart',
      connector: { id: 'walletConnect', name: wallet?.name ?? 'WalletConnect', type: 'WALLET_CONNECT' },
    })
    walletConnect
      .connect({
        wallet,
        signal: attempt.signal,
        onUri: (uri, expiresAt) =>
          dispatchConnection({ type: 'setWcUri', uri, receivedAt: expiresAt - limits.pairing.lifetimeMs }),
      })
      .then(
        (account) => {
          if (store.get(pairingAtom) === attempt) store.set(pairingAtom, undefined)
          if (wallet) rememberRecentWallet(wallet)
          connected('walletconnect', account, true)
        },
        (error: unknown) => {
          if (attempt.signal.aborted) return
          store.set(pairingAtom, undefined)
          const { code, message } = toProtocolError(error)
          dispatchConnection({ type: 'connectError', error: { code, message } })
        },
      )
  }

  const onPageShown =
    deps.onPageShown ??
    ((run: () => void) => {
      const listener = () => document.visibilityState === 'visible' && run()
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    })
  let stopWatchingReturn: (() => void) | undefined

  function rememberRecentWallet(wallet: CatalogueWallet) {
    const recent = addRecentWallet(store.get(recentWalletsAtom), wallet)
    store.set(recentWalletsAtom, recent)
    context.storage().set('recentWallets', JSON.stringify(recent)).catch(logError)
  }

  const flow = {
    walletRequest,
    /** Whether a connector holds a connected account (an EVM one, or a Solana one alone). */
    isConnected() {
      return store.get(connectionAtom).status === 'connected' && activeConnector() !== undefined
    },
    /** Settles with the accounts once the user connects, or rejects with 4001 when the modal closes. */
    waitForAccounts(): Promise<string[]> {
      return new Promise((resolve, reject) => {
        store.set(accountsWaitersAtom, [...store.get(accountsWaitersAtom), { resolve, reject }])
        if (!store.get(routerAtom).open) dispatchRouter({ type: 'open' })
      })
    },
    /** The modal closed: requests waiting for the user are rejected and a pairing stops. */
    modalClosed() {
      settleWaiters((waiter) => waiter.reject(new UserRejectedRequestError()))
      const pairing = store.get(pairingAtom)
      if (!pairing) return
      pairing.abort()
      store.set(pairingAtom, undefined)
      dispatchConnection({ type: 'reset' })
    },
    /** The frame goes away: nobody will connect, and a pairing under way stops. */
    destroy() {
      stopWatchingReturn?.()
      settleWaiters((waiter) => waiter.reject(new UserRejectedRequestError()))
      store.get(pairingAtom)?.abort()
    },
    /** The visitor moves toward WalletConnect: its SDK loads and reaches the relay before the click. */
    warmWalletConnect(walletConnectEnabled: boolean) {
      if (store.get(connectionAtom).status !== 'connected' && walletConnectEnabled)
        connectors.walletconnect?.warm()
    },
    /** The basic view is a QR code and nothing else: showing it starts the pairing it shows. */
    routed() {
      const router = store.get(routerAtom)
      const isConnected = store.get(connectionAtom).status === 'connected'
      if (
        router.open &&
        router.view === 'ConnectingWalletConnectBasic' &&
        !store.get(pairingAtom) &&
        !isConnected
      )
        startPairing(undefined)
    },
    async connectInjected(wallet: InjectedWalletInfo) {
      const connector = hostWalletConnector(wallet)
      const view = 'ConnectingExternal'
      dispatchRouter({
        type: store.get(routerAtom).view === view ? 'replace' : 'push',
        view,
        data: { connector },
      })
      dispatchConnection({ type: 'connectStart', connector })
      try {
        connected('injected', await connectors.injected.connect({ wallet }), true)
      } catch (error) {
        const { code, message } = toProtocolError(error)
        dispatchConnection({ type: 'connectError', error: { code, message } })
      }
    },
    /** Pairs with a catalogue wallet (or any, on the basic view) over WalletConnect. */
    connectWalletConnect(wallet?: CatalogueWallet) {
      const view = wallet ? 'ConnectingWalletConnect' : 'ConnectingWalletConnectBasic'
      const data: RouterData = wallet ? { wallet } : {}
      dispatchRouter({ type: store.get(routerAtom).view === view ? 'replace' : 'push', view, data })
      const { wcUri, wcPairingExpiry } = store.get(connectionAtom)
      const pairing = store.get(pairingAtom)
      // On Telegram and iOS Safari the user may already be in the wallet with the last URI (docs/behaviour.md#states-and-transitions).
      if (pairing && canReusePairing({ wcUri, wcPairingExpiry, now: Date.now(), ...deps.platform })) return
      // Routed to, the basic view has already started its own pairing.
      if (wallet || !store.get(pairingAtom)) startPairing(wallet)
    },
    /**
     * The visitor followed a link that opens their wallet with the pairing. On a phone, back on this
     * page the wallet's answer may still be on its way over a socket the phone paused meanwhile: for a
     * few seconds the view says the connection is finishing rather than asking again.
     */
    walletLinkFollowed(linking: WcLinking) {
      dispatchConnection({ type: 'setWcLinking', linking })
      stopWatchingReturn?.()
      if (!deps.platform.isMobile) return
      stopWatchingReturn = onPageShown(() => {
        stopWatchingReturn?.()
        stopWatchingReturn = undefined
        if (!store.get(pairingAtom)) return
        dispatchConnection({ type: 'setBuffering', buffering: true })
        context.later(limits.pairing.returnBufferMs, () =>
          dispatchConnection({ type: 'setBuffering', buffering: false }),
        )
      })
    },
    retryWalletConnect() {
      startPairing(store.get(routerAtom).data.wallet)
    },
    async readRecentWallets() {
      const raw = await context
        .storage()
        .get('recentWallets')
        .catch(() => null)
      if (!raw) return
      try {
        const wallets = CatalogueWallet.readList(JSON.parse(raw))
        if (wallets) store.set(recentWalletsAtom, wallets)
      } catch {
        // A value written by an older frame or by hand: start without recent wallets.
      }
    },
    /**
     * Brings back the last session without asking the user: the last connector first,
     * then the host page's wallets that have authorized the site (docs/reconnect.md).
     */
    async reconnect() {
      const stored = parseStoredConnector(
        await context
          .storage()
          .get('lastConnector')
          .catch(() => null),
      )
      if (!stored) return
      dispatchConnection({ type: 'reconnectStart' })
      // The last connector first; failing it, the page's wallets that authorized this site.
      const kinds = [...new Set([reconnectsThrough[stored.type], 'injected' as const])]
      for (const kind of kinds) {
        try {
          const account = await connectorOf(kind)?.reconnect(stored)
          if (account) {
            connected(kind, account, false)
            return
          }
        } catch (error) {
          deps.onReconnectError?.(kind, error)
          console.error('latch: session not restored', error)
        }
      }
      dispatchConnection({ type: 'reconnectEnd' })
    },
    /**
     * reconnect, unless an account is connected or a connection is under way; after the try under
     * way (init's, say), which requests wait for as for this one.
     */
    async reconnectIfDisconnected() {
      await store.get(reconnectingAtom)
      if (flow.isConnected() || store.get(connectionAtom).status !== 'disconnected') return
      const reconnecting = flow.reconnect().catch(logError)
      store.set(reconnectingAtom, reconnecting)
      await reconnecting
    },
    /** Connects through a connector the caller has its own way to connect (the embedded login). */
    async connectThrough(
      kind: ConnectorKind,
      connector: ConnectedWallet['connector'],
      connect: () => Promise<ConnectedWallet>,
    ) {
      dispatchConnection({ type: 'connectStart', connector })
      try {
        connected(kind, await connect(), true)
      } catch (error) {
        const { code, message } = toProtocolError(error)
        dispatchConnection({ type: 'connectError', error: { code, message } })
        throw error
      }
    },
    async disconnect() {
      const connector = activeConnector()
      dispatchConnection({ type: 'disconnectStart' })
      try {
        await connector?.disconnect()
        await deps.signIn().signOut()
        store.set(activeConnectorAtom, undefined)
        dispatchConnection({ type: 'disconnectSuccess' })
      } catch (error) {
        dispatchConnection({
          type: 'disconnectError',
          message: error instanceof Error ? error.message : String(error),
        })
      }
      if (store.get(routerAtom).open) dispatchRouter({ type: 'close' })
      store.set(routerAtom, { ...store.get(routerAtom), view: 'Connect', history: ['Connect'] })
      context.pushState()
    },
  }
  return flow
}

export type ConnectionFlow = ReturnType<typeof createConnectionFlow>
