import {
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@latch/protocol/errors'
import { limits } from '@latch/shared-types'
import type { accountOfSession, SessionView, solanaAccountsOf } from './internal/accountOfSession'
import type { bitcoinAccountsOf } from './internal/bitcoinAccountsOf'
import { type BlobKeyValueStorage, createBlobKeyValueStorage } from './internal/createBlobKeyValueStorage'
import { isSessionGone } from './internal/isSessionGone'
import type { nearAccountsOf } from './internal/nearAccountsOf'
import { pairUntilApproved } from './internal/pairUntilApproved'
import { parseChainId } from './internal/parseChainId'
import type { requestNamespace, sessionAllows, walletConnectMethodName } from './internal/sessionAllows'
import type { sessionEventOf } from './internal/sessionEventOf'
import { type Provider, startUniversalProvider } from './internal/startUniversalProvider'
import { stopWalletConnectCore } from './internal/stopWalletConnectCore'
import { walletConnectBlob } from './internal/walletConnectBlob'
import type { walletConnectNamespaces } from './internal/walletConnectNamespaces'
import { toWalletConnectError } from './toWalletConnectError'
import type {
  WalletConnectAccount,
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectEvent,
} from './WalletConnectConnector'

export type {
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectEvent,
} from './WalletConnectConnector'

/**
 * What reads the sessions' accounts and events, proposes namespaces and checks a request against a
 * session: with viem's address checks and the protocol's method table, it loads with the SDK.
 */
type SessionHelpers = {
  accountOfSession: typeof accountOfSession
  solanaAccountsOf: typeof solanaAccountsOf
  bitcoinAccountsOf: typeof bitcoinAccountsOf
  nearAccountsOf: typeof nearAccountsOf
  requestNamespace: typeof requestNamespace
  walletConnectMethodName: typeof walletConnectMethodName
  sessionEventOf: typeof sessionEventOf
  walletConnectNamespaces: typeof walletConnectNamespaces
  sessionAllows: typeof sessionAllows
}
type Started = {
  provider: Provider
  storage: BlobKeyValueStorage
  storagePrefix: string
  sessions: SessionHelpers
}
type SessionEvent = { topic: string; params: { chainId: string; event: { name: string; data?: unknown } } }

// What the sign client sends the wallet when the dapp ends a session (its USER_DISCONNECTED).
const userDisconnected = { code: 6000, message: 'User disconnected.' }

/**
 * The dapp side of WalletConnect 2 for the frame, on @walletconnect/universal-provider: pairs with
 * a wallet app over the relay, keeps the session in the one blob `storage` holds (so a reload finds
 * it), and sends EIP-1193 requests through it. Nothing loads until the first call.
 *
 * @example
 * const connector = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:5555', projectId: 'latch-dev', local: true, metadata, networks, storage })
 * const account = (await connector.restore()) ?? (await connector.connect({ onUri: (uri) => showQrCode(uri) }))
 * await connector.request('personal_sign', [toHex('hello'), account.address])
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const { networks, storage } = options
  const bitcoinNetworks = options.bitcoinNetworks ?? []
  const nearNetworks = options.nearNetworks ?? []
  const now = options.now ?? Date.now
  const lifetimeMs = options.pairingLifetimeMs ?? limits.pairing.lifetimeMs
  const marginMs = options.pairingExpiryMarginMs ?? limits.pairing.expiryMarginMs
  if (networks.length === 0) throw new Error('WalletConnect needs at least one network.')
  if (marginMs >= lifetimeMs)
    throw new Error('The pairing expiry margin must be shorter than the pairing lifetime.')

  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let started: Promise<Started> | undefined
  let destroyed = false
  let pairing: AbortController | undefined
  /** The topic of the live session, to tell its events from those of sessions already ended. */
  let sessionTopic: string | undefined
  let chainId: number | undefined

  function start(): Promise<Started> {
    if (destroyed)
      return Promise.reject(new ProviderDisconnectedError({ details: 'The connector was destroyed.' }))
    // A failed start (the SDK did not load) is tried again by the next call.
    started ??= open().catch((error: unknown) => {
      started = undefined
      throw error
    })
    return started
  }

  async function open(): Promise<Started> {
    const stored = await storage.get().catch(() => null)
    try {
      return await openWith(stored)
    } catch (error) {
      if (stored === null) throw error
      // Stored state WalletConnect cannot start from is as good as none.
      return await openWith(null)
    }
  }

  async function openWith(stored: string | null): Promise<Started> {
    // A prefix of its own for each start: WalletConnect hands a core made with a known prefix back
    // to the next client made with it, stopped or not (a second connector, React's double effects).
    // The blob's keys do not depend on it.
    const storagePrefix = `latch-${Math.random().toString(36).slice(2)}`
    const kvStorage = createBlobKeyValueStorage({
      blob: storage,
      initial: walletConnectBlob.decode(stored, storagePrefix),
      stored,
      serialize: (entries) => walletConnectBlob.encode(entries, storagePrefix),
      onError: (error) => console.error('latch: the WalletConnect session could not be stored', error),
    })
    const loadingHelpers = Promise.all([
      import('./internal/accountOfSession'),
      import('./internal/bitcoinAccountsOf'),
      import('./internal/nearAccountsOf'),
      import('./internal/sessionEventOf'),
      import('./internal/walletConnectNamespaces'),
      import('./internal/sessionAllows'),
    ]).then(
      ([
        { accountOfSession, solanaAccountsOf },
        { bitcoinAccountsOf },
        { nearAccountsOf },
        { sessionEventOf },
        { walletConnectNamespaces },
        { sessionAllows, requestNamespace, walletConnectMethodName },
      ]) => ({
        accountOfSession,
        solanaAccountsOf,
        bitcoinAccountsOf,
        nearAccountsOf,
        requestNamespace,
        walletConnectMethodName,
        sessionEventOf,
        walletConnectNamespaces,
        sessionAllows,
      }),
    )
    // Awaited once the provider has started; a failure to load is reported there.
    loadingHelpers.catch(() => undefined)
    const provider = await startUniversalProvider({
      relayUrl: options.relayUrl,
      projectId: options.projectId,
      local: options.local,
      metadata: options.metadata,
      storage: kvStorage,
      storagePrefix,
    })
    const sessions = await loadingHelpers.catch(async (error: unknown) => {
      await stopWalletConnectCore(storagePrefix)
      throw error
    })
    if (destroyed) {
      await stopWalletConnectCore(storagePrefix)
      throw new ProviderDisconnectedError({ details: 'The connector was destroyed.' })
    }
    listen(provider, sessions)
    adoptStoredSession(provider, sessions)
    return { provider, storage: kvStorage, storagePrefix, sessions }
  }

  /** Takes up the session the provider found in storage, unless it has expired. */
  function adoptStoredSession(provider: Provider, sessions: SessionHelpers) {
    const session = provider.session
    if (!session || session.expiry * 1000 <= now()) return
    // The chain the provider kept: the one the dapp or the wallet last switched to.
    const preferred = parseChainId(provider.rpcProviders.eip155?.getDefaultChain())
    const account = accountOf(sessions, session, preferred)
    if (account) use(provider, session.topic, account)
  }

  /**
   * The session's accounts (accountOfSession), with its Bitcoin and NEAR accounts on the networks
   * asked for; undefined where it holds none of any namespace.
   */
  function accountOf(
    sessions: SessionHelpers,
    session: SessionView,
    preferredChainId?: number,
  ): WalletConnectAccount | undefined {
    const account = sessions.accountOfSession(session, networks, preferredChainId)
    const bitcoinAccounts = sessions.bitcoinAccountsOf(session, bitcoinNetworks)
    const nearAccounts = sessions.nearAccountsOf(session, nearNetworks)
    const any = [account.solanaAccounts ?? [], bitcoinAccounts, nearAccounts].some((list) => list.length > 0)
    if (account.address === undefined && !any) return undefined
    return {
      ...account,
      ...(bitcoinAccounts.length > 0 && { bitcoinAccounts }),
      ...(nearAccounts.length > 0 && { nearAccounts }),
    }
  }

  function listen(
    provider: Provider,
    { sessionEventOf, solanaAccountsOf, bitcoinAccountsOf, nearAccountsOf }: SessionHelpers,
  ) {
    const { client } = provider
    // A wallet that moves its Solana, Bitcoin or NEAR account says so only by updating the session.
    client.on(
      'session_update',
      ({ topic, params }: { topic: string; params: Pick<SessionView, 'namespaces'> }) => {
        if (topic !== sessionTopic) return
        emit({ type: 'solanaAccountsChanged', accounts: solanaAccountsOf(params) })
        emit({ type: 'bitcoinAccountsChanged', accounts: bitcoinAccountsOf(params, bitcoinNetworks) })
        emit({ type: 'nearAccountsChanged', accounts: nearAccountsOf(params, nearNetworks) })
      },
    )
    client.on('session_event', ({ topic, params }: SessionEvent) => {
      if (topic !== sessionTopic) return
      const event = sessionEventOf(params)
      if (!event) return
      if (event.type === 'chainChanged') chainId = event.chainId
      emit(event)
    })
    const ended = ({ topic }: { topic: string }) => {
      if (topic !== sessionTopic) return
      sessionTopic = undefined
      chainId = undefined
      emit({ type: 'disconnect' })
    }
    // The provider forgets a deleted session itself, but not an expired one.
    client.on('session_delete', ended)
    client.on('session_expire', ({ topic }: { topic: string }) => {
      if (provider.session?.topic === topic) delete provider.session
      ended({ topic })
    })
  }

  function emit(event: WalletConnectEvent) {
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        console.error('latch: a WalletConnect event listener failed', error)
      }
    }
  }

  /**
   * Makes `account`'s chain the one EVM requests go to, and the one the provider keeps across
   * reloads; a session with no EVM account has none.
   */
  function use(provider: Provider, topic: string, account: WalletConnectAccount) {
    sessionTopic = topic
    chainId = account.chainId
    if (account.chainId !== undefined) provider.setDefaultChain(`eip155:${account.chainId}`)
  }

  /** Ends every session the client holds; one already gone counts as ended. */
  async function endSessions(provider: Provider) {
    const current = provider.session?.topic
    const topics = new Set([...(current ? [current] : []), ...provider.client.session.keys])
    for (const topic of topics) {
      try {
        if (topic === provider.session?.topic) await provider.disconnect()
        else await provider.client.disconnect({ topic, reason: userDisconnected })
      } catch (error) {
        if (!isSessionGone(error)) throw toWalletConnectError(error)
        if (provider.session?.topic === topic) delete provider.session
      }
    }
    sessionTopic = undefined
    chainId = undefined
  }

  return {
    async restore() {
      const { provider, sessions } = await start()
      const session = provider.session
      if (!session || session.topic !== sessionTopic) return undefined
      return accountOf(sessions, session, chainId)
    },

    async connect({ onUri, signal }) {
      pairing?.abort()
      const attempt = new AbortController()
      pairing = attempt
      const abort = () => attempt.abort()
      signal?.addEventListener('abort', abort, { once: true })
      if (signal?.aborted) attempt.abort()
      try {
        const { provider, sessions, storage: kvStorage } = await start()
        attempt.signal.throwIfAborted()
        // A new pairing replaces the session there is.
        if (provider.session || provider.client.session.length > 0) await endSessions(provider)
        attempt.signal.throwIfAborted()
        await provider.connect({
          optionalNamespaces: sessions.walletConnectNamespaces(
            networks,
            options.solanaNetworks,
            bitcoinNetworks,
            nearNetworks,
          ),
          skipPairing: true,
        })
        const session = await pairUntilApproved({
          provider,
          onUri,
          signal: attempt.signal,
          now,
          lifetimeMs,
          marginMs,
        }).catch((error: unknown) => {
          throw attempt.signal.aborted ? error : toWalletConnectError(error)
        })
        const account = accountOf(sessions, session)
        if (!account) {
          await endSessions(provider).catch(() => {})
          throw new UnauthorizedProviderError({
            details: 'The wallet approved no account on the networks asked for.',
          })
        }
        // Stored before it is reported: a reload as soon as the page shows the account keeps it.
        await kvStorage.flush()
        use(provider, session.topic, account)
        return account
      } finally {
        signal?.removeEventListener('abort', abort)
        if (pairing === attempt) pairing = undefined
      }
    },

    async request(method, params, chains) {
      const { provider, sessions } = await start()
      const { session } = provider
      // Only the session this connector reported: not one ended, nor one a wallet approved after
      // its connect was aborted.
      if (!session || session.topic !== sessionTopic) throw new ProviderDisconnectedError()
      const namespace = sessions.requestNamespace(method)
      // 4100: a session of other namespaces alone has no EVM account to ask.
      if (namespace === 'eip155' && chainId === undefined)
        throw new UnauthorizedProviderError({ details: 'The wallet approved no EVM account.' })
      const name = sessions.walletConnectMethodName(method)
      if (!sessions.sessionAllows(session.namespaces[namespace]?.methods ?? [], name))
        throw new UnsupportedProviderMethodError({ details: method })
      let chain = `eip155:${chainId}`
      if (namespace !== 'eip155') {
        // A Solana, Bitcoin or NEAR request goes to the network the visitor is on, which the
        // session must hold an account on.
        const accounts =
          namespace === 'solana'
            ? sessions.solanaAccountsOf(session)
            : namespace === 'bip122'
              ? sessions.bitcoinAccountsOf(session, bitcoinNetworks)
              : sessions.nearAccountsOf(session, nearNetworks)
        const asked = chains?.[namespace]
        if (!asked || !accounts.some((account) => account.startsWith(`${asked}:`)))
          throw new ProviderRpcError(4901, 'The Provider is not connected to the requested chain.')
        chain = asked
      }
      try {
        const result = await provider.request({ method: name, params: params as object | undefined }, chain)
        if (method === 'wallet_switchEthereumChain') {
          const [target] = Array.isArray(params) ? params : []
          chainId = parseChainId((target as { chainId?: unknown } | undefined)?.chainId) ?? chainId
        }
        return result
      } catch (error) {
        throw toWalletConnectError(error)
      }
    },

    async disconnect() {
      pairing?.abort()
      const { provider, storage: kvStorage } = await start()
      await endSessions(provider)
      // Without a session the blob is removed: wait for that write.
      await kvStorage.flush()
    },

    onEvent(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    destroy() {
      if (destroyed) return
      destroyed = true
      pairing?.abort()
      listeners.clear()
      started
        ?.then(async ({ storage: kvStorage, storagePrefix }) => {
          await kvStorage.flush()
          await stopWalletConnectCore(storagePrefix)
        })
        .catch(() => {})
    },
  }
}
