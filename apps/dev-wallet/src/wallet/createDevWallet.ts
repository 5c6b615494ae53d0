import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { devAccounts } from '@latch/localnet/devAccounts'
import { gasMarginTransport, parseRpcTransaction } from '@latch/localnet/devSigning'
import { nearDevKey } from '@latch/localnet/nearDevKeys'
import { solanaDevKey } from '@latch/localnet/solanaDevKeys'
import { ProviderRpcError } from '@latch/protocol/errors'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  isAddressEqual,
} from 'viem'
import { buildDevWalletNamespaces } from './buildDevWalletNamespaces'
import {
  type DevBitcoinNetwork,
  type DevNearNetwork,
  type DevSolanaCluster,
  type DevWalletChain,
  devnetChains,
  localBitcoinNetwork,
  localSolanaCluster,
  nearTestnet,
} from './DevWalletChain'
import type { ActiveSession, ActivityEntry, DevWalletState, PendingRequest } from './DevWalletState'
import { dappInfo, describeProposal } from './describeProposal'
import { describeRequest } from './describeRequest'
import { chainLabel } from './internal/chainLabel'
import { createStore } from './internal/createStore'
import { devSigner } from './internal/devSigner'
import { hexChainIdToCaip } from './internal/hexChainIdToCaip'
import { readSession } from './internal/readSession'
import { requestedScope } from './internal/requestedScope'
import { rescopeNamespaces } from './internal/rescopeNamespaces'
import {
  type DevWalletBitcoinMethod,
  devWalletBitcoinMethods,
  isDevWalletBitcoinMethod,
  runBitcoinRequest,
} from './internal/runBitcoinRequest'
import { type DevWalletNearMethod, isDevWalletNearMethod, runNearRequest } from './internal/runNearRequest'
import {
  type DevWalletSolanaMethod,
  devWalletSolanaMethods,
  isDevWalletSolanaMethod,
  runSolanaRequest,
} from './internal/runSolanaRequest'
import { signRequest } from './internal/signRequest'
import { toRpcError } from './internal/toRpcError'

export type CreateDevWalletOptions = {
  relayUrl: string
  projectId: string
  /** Index into the dev accounts; 1 when left out. */
  accountIndex?: number
  /** The chains it signs and sends on; both local devnets when left out. */
  chains?: readonly DevWalletChain[]
  /** The Solana cluster it signs and sends on, with the dev key index's Solana keypair; the local cluster when left out, none with null. */
  solana?: DevSolanaCluster | null
  /** The Bitcoin network it signs on, with the dev key index's BIP-84 key; the regtest node when left out, none with null. */
  bitcoin?: DevBitcoinNetwork | null
  /** The NEAR network it signs on, with the dev key index's implicit account; NEAR's testnet when left out, none with null. */
  near?: DevNearNetwork | null
  /** Keeps this wallet's WalletConnect storage apart from other clients' in the same storage. */
  storagePrefix?: string
  /** What dapps see of the wallet. */
  metadata?: WalletKitTypes.Metadata
}

/** A WalletConnect wallet holding one dev account at a time; the UI is a view of its state. */
export type DevWallet = {
  getState(): DevWalletState
  /** Calls `listener` with every new state; returns the unsubscribe function. */
  subscribe(listener: (state: DevWalletState) => void): () => void
  /** Pairs with the dapp that made `uri`; its session proposal then shows in `proposals`. */
  pair(uri: string): Promise<void>
  approveSession(proposalId: number): Promise<void>
  rejectSession(proposalId: number): Promise<void>
  /** Runs the request (signs, sends, switches) and answers the dapp with the result. */
  approveRequest(requestId: number): Promise<void>
  /** Answers the dapp with 4001 User rejected the request. */
  rejectRequest(requestId: number): Promise<void>
  disconnect(topic: string): Promise<void>
  /** Moves one session to another of the wallet's chains and tells its dapp (chainChanged). */
  switchChain(topic: string, chainId: string): Promise<void>
  /** Moves the wallet and every session to another dev account and tells the dapps (accountsChanged). */
  switchAccount(accountIndex: number): Promise<void>
  /** Closes the relay connection and stops the timers; for tests and page unloads. */
  close(): Promise<void>
}

const maxActivity = 30
const pairTimeoutMs = 20_000
type WithoutId<Entry> = Entry extends unknown ? Omit<Entry, 'id'> : never
type NewActivityEntry = WithoutId<ActivityEntry>
/** What the user is asked about; anything else is answered at once (see answerAtOnce). */
const askedMethods = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  ...devWalletSolanaMethods,
  // Its own addresses, a wallet shares without asking.
  ...devWalletBitcoinMethods.filter((method) => method !== 'getAccountAddresses'),
  'near_signMessage',
])

const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

function devAccountAt(
  index: number,
  solana: DevSolanaCluster | undefined,
  bitcoin: DevBitcoinNetwork | undefined,
  near: DevNearNetwork | undefined,
) {
  const account = devAccounts[index]
  if (!Number.isInteger(index) || account === undefined)
    throw new Error(`There is no dev account ${index}: pick one of 0–${devAccounts.length - 1}.`)
  return {
    index,
    address: getAddress(account.address),
    solanaAddress: solana ? solanaDevKey(index).address : undefined,
    bitcoinAddress: bitcoin ? bitcoinDevKey(index).address : undefined,
    nearAddress: near ? nearDevKey(index).accountId : undefined,
  }
}

const isEvmChain = (chainId: string) => chainId.startsWith('eip155:')

/**
 * Starts a WalletConnect wallet on the dev accounts: WalletKit on `relayUrl`, signing and sending
 * with viem on `chains`. Proposals and requests wait in the state until the UI (or a test) calls
 * an action. Storage is WalletKit's default: IndexedDB in a browser, so sessions survive reloads;
 * memory in Node.
 *
 * @example
 * const wallet = await createDevWallet({ relayUrl: 'ws://127.0.0.1:5555', projectId: 'latch-dev' })
 * wallet.subscribe((state) => render(state))
 * await wallet.pair(uri)
 */
export async function createDevWallet(options: CreateDevWalletOptions): Promise<DevWallet> {
  const chains = options.chains ?? devnetChains
  const solana = options.solana === null ? undefined : (options.solana ?? localSolanaCluster)
  const bitcoin = options.bitcoin === null ? undefined : (options.bitcoin ?? localBitcoinNetwork)
  const near = options.near === null ? undefined : (options.near ?? nearTestnet)
  const known = [
    ...chains,
    ...(solana ? [solana] : []),
    ...(bitcoin ? [bitcoin] : []),
    ...(near ? [near] : []),
  ]
  const store = createStore<DevWalletState>({
    account: devAccountAt(options.accountIndex ?? 1, solana, bitcoin, near),
    chains,
    proposals: [],
    requests: [],
    sessions: [],
    activity: [],
  })

  // Core declares relayUrl as `string | undefined` where ICore has `relayUrl?: string`, which
  // exactOptionalPropertyTypes tells apart.
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    ...(options.storagePrefix === undefined ? {} : { customStoragePrefix: options.storagePrefix }),
  }) as unknown as WalletKitTypes.Options['core']
  // WalletKit posts an INIT event to pulse.walletconnect.org whatever telemetryEnabled says.
  core.eventClient.init = async () => {}
  const walletKit = await WalletKit.init({
    core,
    metadata: options.metadata ?? {
      name: 'Latch Dev Web Wallet',
      description: 'A WalletConnect wallet on the Latch devnets, for local development',
      url: 'http://127.0.0.1:5175',
      // The icon the catalogue lists it with too (apps/frame/projects.json).
      icons: ['http://127.0.0.1:5175/icon.svg'],
    },
    // The queue hands over one request at a time; this wallet keeps its own, so that the user
    // sees how many wait.
    signConfig: { disableRequestQueue: true },
  })

  const proposalStructs = new Map<number, ProposalTypes.Struct>()
  const sessionChainIds = new Map<string, string>()
  const answering = new Set<number>()
  let nextActivityId = 1

  function log(entry: NewActivityEntry): number {
    const id = nextActivityId++
    store.update((state) => ({
      ...state,
      activity: [{ ...entry, id } as ActivityEntry, ...state.activity].slice(0, maxActivity),
    }))
    return id
  }
  const note = (text: string, tone: 'info' | 'error' = 'info') => log({ kind: 'note', text, tone })

  function toActiveSession(session: SessionTypes.Struct): ActiveSession {
    const {
      account,
      solanaAccount,
      bitcoinAccount,
      nearAccount,
      chains: covered,
      events,
    } = readSession(session)
    const current = sessionChainIds.get(session.topic)
    return {
      topic: session.topic,
      dapp: dappInfo(session.peer.metadata),
      chainId:
        current !== undefined && covered.includes(current)
          ? current
          : (covered.find(isEvmChain) ?? covered[0] ?? ''),
      chains: covered,
      events,
      // A session this wallet approved always holds a dev account.
      account: account ?? store.get().account.address,
      solanaAccount,
      bitcoinAccount,
      nearAccount,
      expiresAt: session.expiry,
    }
  }

  function refreshSessions() {
    const sessions = Object.values(walletKit.getActiveSessions())
      .map(toActiveSession)
      .sort((a, b) => a.expiresAt - b.expiresAt)
    const topics = new Set(sessions.map((session) => session.topic))
    store.update((state) => ({
      ...state,
      sessions,
      requests: state.requests.filter((request) => topics.has(request.topic)),
    }))
  }

  function findSession(topic: string): ActiveSession {
    const session = store.get().sessions.find((candidate) => candidate.topic === topic)
    if (!session) throw new Error('That session has ended.')
    return session
  }

  function addProposal(proposal: ProposalTypes.Struct) {
    if (proposalStructs.has(proposal.id)) return
    proposalStructs.set(proposal.id, proposal)
    store.update((state) => ({
      ...state,
      proposals: [
        ...state.proposals,
        { id: proposal.id, expiresAt: proposal.expiryTimestamp, ...describeProposal(proposal, known) },
      ],
    }))
  }

  function dropProposal(id: number) {
    proposalStructs.delete(id)
    store.update((state) => ({
      ...state,
      proposals: state.proposals.filter((proposal) => proposal.id !== id),
    }))
  }

  async function respond(
    topic: string,
    id: number,
    outcome: { result: unknown } | { error: ProviderRpcError },
  ) {
    const response =
      'result' in outcome
        ? { id, jsonrpc: '2.0', result: outcome.result }
        : { id, jsonrpc: '2.0', error: { code: outcome.error.code, message: outcome.error.message } }
    await walletKit.respondSessionRequest({ topic, response })
  }

  function answerAtOnce(topic: string, id: number, method: string, params: unknown, chainId: string) {
    const session = store.get().sessions.find((candidate) => candidate.topic === topic)
    let outcome: { result: unknown } | { error: ProviderRpcError }
    if (method === 'eth_accounts') outcome = { result: session ? [session.account] : [] }
    else if (method === 'eth_chainId') {
      const current = session?.chainId ?? chainId
      outcome = { result: `0x${Number(current.split(':')[1]).toString(16)}` }
    } else if (method === 'wallet_addEthereumChain') {
      const parameter = (Array.isArray(params) ? params[0] : params) as { chainId?: unknown } | undefined
      const caip = hexChainIdToCaip(parameter?.chainId)
      outcome = chains.some((chain) => chain.caipNetworkId === caip)
        ? { result: null }
        : {
            error: new ProviderRpcError(
              4200,
              'The dev wallet only knows its own devnets and cannot add chains.',
            ),
          }
    } else if (method === 'getAccountAddresses' || method === 'near_getAccounts') {
      // Its own addresses, which a wallet shares without asking.
      try {
        outcome = {
          result:
            method === 'near_getAccounts'
              ? runNear({ topic, chainId, params, method })
              : runBitcoin({ topic, chainId, params, method }),
        }
      } catch (error) {
        outcome = { error: toRpcError(error) }
      }
    } else outcome = { error: new ProviderRpcError(4200, `The dev wallet does not support ${method}.`) }
    respond(topic, id, outcome)
      .catch((error) =>
        note(
          `Could not answer a request from the dapp: ${error instanceof Error ? error.message : String(error)}`,
          'error',
        ),
      )
      .finally(() => answering.delete(id))
  }

  function addRequest({ id, topic, params }: Pick<WalletKitTypes.SessionRequest, 'id' | 'topic' | 'params'>) {
    const { request, chainId } = params
    if (answering.has(id) || store.get().requests.some((pending) => pending.id === id)) return
    if (!askedMethods.has(request.method)) {
      answering.add(id)
      answerAtOnce(topic, id, request.method, request.params, chainId)
      return
    }
    const session = store.get().sessions.find((candidate) => candidate.topic === topic)
    const pending: PendingRequest = {
      id,
      topic,
      dapp: session?.dapp ?? dappInfo(walletKit.getActiveSessions()[topic]?.peer.metadata),
      chainId,
      method: request.method,
      params: request.params,
      description: describeRequest({ method: request.method, params: request.params, chainId }, known),
    }
    store.update((state) => ({ ...state, requests: [...state.requests, pending] }))
  }

  function takeRequest(id: number): PendingRequest {
    const request = store.get().requests.find((candidate) => candidate.id === id)
    if (!request) throw new Error('That request is no longer waiting.')
    answering.add(id)
    store.update((state) => ({
      ...state,
      requests: state.requests.filter((candidate) => candidate.id !== id),
    }))
    return request
  }

  function chainOf(caipChainId: string): DevWalletChain {
    const chain = chains.find((candidate) => candidate.caipNetworkId === caipChainId)
    if (!chain) throw new ProviderRpcError(4901, `The dev wallet is not connected to ${caipChainId}.`)
    return chain
  }

  /** Adds `chainId` to a session that does not cover it yet, so that events on it are valid. */
  async function coverChain(session: ActiveSession, chainId: string) {
    if (session.chains.includes(chainId)) return
    const stored = walletKit.getActiveSessions()[session.topic]
    if (!stored) throw new Error('That session has ended.')
    await walletKit.updateSession({
      topic: session.topic,
      namespaces: rescopeNamespaces(stored.namespaces, {
        account: session.account,
        chains: [...session.chains, chainId],
      }),
    })
  }

  async function moveSessionToChain(session: ActiveSession, chainId: string) {
    const chain = chainOf(chainId)
    await coverChain(session, chainId)
    sessionChainIds.set(session.topic, chainId)
    refreshSessions()
    // A dapp that did not ask for the event cannot be sent it; the session update told it.
    if (!session.events.includes('chainChanged')) return
    await walletKit.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: chain.id },
      chainId,
    })
  }

  async function sendTransaction(request: PendingRequest, session: ActiveSession): Promise<Hex> {
    const transaction = parseRpcTransaction(
      (request.params as unknown[] | undefined)?.[0],
      (reason) => new ProviderRpcError(-32602, reason),
    )
    if (!isAddressEqual(transaction.from, session.account))
      throw new ProviderRpcError(
        4100,
        `The transaction is from ${transaction.from}, not this session's account ${session.account}.`,
      )
    const chain = chainOf(request.chainId)
    const viemChain = defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const transport = gasMarginTransport(chain.rpcUrl, { retryCount: 0 })
    const client = createWalletClient({ account: devSigner(session.account), chain: viemChain, transport })
    const { to, data, value, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = transaction
    const fees = gasPrice === undefined ? { maxFeePerGas, maxPriorityFeePerGas } : { gasPrice }
    const hash = await client.sendTransaction({ to, data, value, gas, nonce, ...fees })
    const entryId = log({
      kind: 'transaction',
      hash,
      chainId: chain.caipNetworkId,
      status: 'sent',
      blockNumber: undefined,
    })
    const settle = (change: Partial<Extract<ActivityEntry, { kind: 'transaction' }>>) =>
      store.update((state) => ({
        ...state,
        activity: state.activity.map((entry) =>
          entry.id === entryId ? ({ ...entry, ...change } as ActivityEntry) : entry,
        ),
      }))
    createPublicClient({ chain: viemChain, transport, pollingInterval: 250 })
      .waitForTransactionReceipt({ hash, timeout: 120_000 })
      .then(
        (receipt) =>
          settle({
            status: receipt.status === 'success' ? 'confirmed' : 'reverted',
            blockNumber: receipt.blockNumber,
          }),
        () => settle({ status: 'unknown' }),
      )
    return hash
  }

  /**
   * The wallet's `network` a request of its namespace is for: 4901 where the request names another
   * network, the wallet has none of that namespace, or the session holds no account of it.
   */
  function sessionNetwork<Network extends { caipNetworkId: string }>(
    request: Pick<PendingRequest, 'topic' | 'chainId'>,
    network: Network | undefined,
    account: 'solanaAccount' | 'bitcoinAccount' | 'nearAccount',
  ): Network {
    const session = findSession(request.topic)
    if (!network || request.chainId !== network.caipNetworkId || !session[account])
      throw new ProviderRpcError(4901, `The dev wallet is not connected to ${request.chainId}.`)
    return network
  }

  async function runSolana(request: PendingRequest & { method: DevWalletSolanaMethod }) {
    const cluster = sessionNetwork(request, solana, 'solanaAccount')
    const result = await runSolanaRequest(
      request.method,
      request.params,
      solanaDevKey(store.get().account.index),
      cluster,
    )
    if (request.method === 'solana_signAndSendTransaction')
      note(`Sent Solana transaction ${result.signature} on ${cluster.name}.`)
    return result
  }

  function runBitcoin(
    request: Pick<PendingRequest, 'topic' | 'chainId' | 'params'> & { method: DevWalletBitcoinMethod },
  ) {
    sessionNetwork(request, bitcoin, 'bitcoinAccount')
    return runBitcoinRequest(request.method, request.params, bitcoinDevKey(store.get().account.index))
  }

  function runNear(
    request: Pick<PendingRequest, 'topic' | 'chainId' | 'params'> & { method: DevWalletNearMethod },
  ) {
    sessionNetwork(request, near, 'nearAccount')
    return runNearRequest(request.method, request.params, nearDevKey(store.get().account.index))
  }

  async function run(request: PendingRequest): Promise<unknown> {
    if (isDevWalletNearMethod(request.method))
      return runNear(request as PendingRequest & { method: DevWalletNearMethod })
    if (isDevWalletBitcoinMethod(request.method))
      return runBitcoin(request as PendingRequest & { method: DevWalletBitcoinMethod })
    if (isDevWalletSolanaMethod(request.method))
      return runSolana(request as PendingRequest & { method: DevWalletSolanaMethod })
    const session = findSession(request.topic)
    switch (request.method) {
      case 'personal_sign':
      case 'eth_sign':
      case 'eth_signTypedData_v4':
        return signRequest(request.method, request.params, session.account)
      case 'eth_sendTransaction':
        return sendTransaction(request, session)
      case 'wallet_switchEthereumChain': {
        const [parameter] = Array.isArray(request.params) ? request.params : []
        const target = hexChainIdToCaip((parameter as { chainId?: unknown } | undefined)?.chainId)
        if (target === undefined)
          throw new ProviderRpcError(-32602, 'Expected [{ chainId }] with the chain id in hex.')
        if (!chains.some((chain) => chain.caipNetworkId === target))
          throw new ProviderRpcError(
            4902,
            `Unrecognized chain ID ${target}: the dev wallet only knows its devnets.`,
          )
        await moveSessionToChain(session, target)
        return null
      }
      default:
        throw new ProviderRpcError(4200, `The dev wallet does not support ${request.method}.`)
    }
  }

  walletKit.on('session_proposal', (proposal) => addProposal(proposal.params))
  walletKit.on('proposal_expire', ({ id }) => {
    const proposal = store.get().proposals.find((candidate) => candidate.id === id)
    if (!proposal) return
    dropProposal(id)
    note(`The session proposal from ${proposal.dapp.name} expired.`)
  })
  walletKit.on('session_request', (event) => addRequest(event))
  walletKit.on('session_request_expire', ({ id }) => {
    const request = store.get().requests.find((candidate) => candidate.id === id)
    if (!request) return
    store.update((state) => ({
      ...state,
      requests: state.requests.filter((candidate) => candidate.id !== id),
    }))
    note(`The request "${request.description.title}" from ${request.dapp.name} expired.`)
  })
  walletKit.on('session_delete', ({ topic }) => {
    const session = store.get().sessions.find((candidate) => candidate.topic === topic)
    refreshSessions()
    if (session) note(`${session.dapp.name} disconnected.`)
  })
  walletKit.engine.signClient.events.on('session_expire', ({ topic }: { topic: string }) => {
    const session = store.get().sessions.find((candidate) => candidate.topic === topic)
    refreshSessions()
    if (session) note(`The session with ${session.dapp.name} expired.`)
  })

  refreshSessions()
  const now = Date.now() / 1000
  for (const proposal of Object.values(walletKit.getPendingSessionProposals()))
    if (proposal.expiryTimestamp === undefined || proposal.expiryTimestamp > now) addProposal(proposal)
  for (const request of walletKit.getPendingSessionRequests()) addRequest(request)

  return {
    getState: store.get,
    subscribe: store.subscribe,

    async pair(uri) {
      const trimmed = uri.trim()
      if (!trimmed.startsWith('wc:'))
        throw new Error('That is not a WalletConnect URI: it must start with "wc:".')
      // WalletKit retries an unreachable relay for over a minute before it gives up.
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `The relay at ${options.relayUrl} did not answer within ${pairTimeoutMs / 1000} s; is it running?`,
              ),
            ),
          pairTimeoutMs,
        )
      })
      try {
        await Promise.race([walletKit.pair({ uri: trimmed }), timeout])
      } finally {
        clearTimeout(timer)
      }
    },

    async approveSession(proposalId) {
      const proposal = proposalStructs.get(proposalId)
      if (!proposal) throw new Error('That session proposal is no longer waiting.')
      const { address, solanaAddress, bitcoinAddress, nearAddress } = store.get().account
      const namespaces = buildDevWalletNamespaces(proposal, {
        chains,
        address,
        solana: solana && solanaAddress ? { cluster: solana, address: solanaAddress } : undefined,
        bitcoin: bitcoin && bitcoinAddress ? { network: bitcoin, address: bitcoinAddress } : undefined,
        near: near && nearAddress ? { network: near, address: nearAddress } : undefined,
      })
      let session: SessionTypes.Struct
      try {
        session = await walletKit.approveSession({ id: proposalId, namespaces })
      } finally {
        dropProposal(proposalId)
      }
      const scope = requestedScope(proposal)
      const covered = readSession(session).chains
      const first = [...scope.requiredChains, ...scope.optionalChains].find(
        (id) => covered.includes(id) && isEvmChain(id),
      )
      if (first !== undefined) sessionChainIds.set(session.topic, first)
      refreshSessions()
      note(`Connected to ${dappInfo(proposal.proposer.metadata).name}.`)
    },

    async rejectSession(proposalId) {
      const proposal = store.get().proposals.find((candidate) => candidate.id === proposalId)
      try {
        await walletKit.rejectSession({ id: proposalId, reason: getSdkError('USER_REJECTED') })
      } finally {
        dropProposal(proposalId)
      }
      if (proposal) note(`Rejected the session proposal from ${proposal.dapp.name}.`)
    },

    async approveRequest(requestId) {
      const request = takeRequest(requestId)
      let outcome: { result: unknown } | { error: ProviderRpcError }
      try {
        outcome = { result: await run(request) }
      } catch (error) {
        outcome = { error: toRpcError(error) }
      }
      try {
        await respond(request.topic, request.id, outcome)
      } finally {
        answering.delete(request.id)
      }
      // The log names what was asked in words, not by method: the request view alone shows methods.
      const what = `"${request.description.title}" for ${request.dapp.name}`
      if ('error' in outcome) note(`${what} failed: ${outcome.error.message}`, 'error')
      // A send is logged as it is sent.
      else if (request.method !== 'eth_sendTransaction' && request.method !== 'solana_signAndSendTransaction')
        note(`Approved ${what}.`)
    },

    async rejectRequest(requestId) {
      const request = takeRequest(requestId)
      try {
        await respond(request.topic, request.id, { error: userRejected() })
      } finally {
        answering.delete(request.id)
      }
      note(`Rejected "${request.description.title}" for ${request.dapp.name}.`)
    },

    async disconnect(topic) {
      const session = findSession(topic)
      try {
        await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      } finally {
        refreshSessions()
      }
      note(`Disconnected from ${session.dapp.name}.`)
    },

    async switchChain(topic, chainId) {
      const session = findSession(topic)
      await moveSessionToChain(session, chainId)
      note(`Switched ${session.dapp.name} to ${chainLabel(chainId, chains)}.`)
    },

    async switchAccount(accountIndex) {
      const account = devAccountAt(accountIndex, solana, bitcoin, near)
      store.update((state) => ({ ...state, account }))
      for (const session of store.get().sessions) {
        const stored = walletKit.getActiveSessions()[session.topic]
        if (!stored) continue
        await walletKit.updateSession({
          topic: session.topic,
          namespaces: rescopeNamespaces(stored.namespaces, {
            account: account.address,
            chains: session.chains,
            solanaAccount: account.solanaAddress,
            bitcoinAccount: account.bitcoinAddress,
            nearAccount: account.nearAddress,
          }),
        })
        if (!session.events.includes('accountsChanged')) continue
        await walletKit.emitSessionEvent({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [account.address] },
          chainId: session.chainId,
        })
      }
      refreshSessions()
      note(`Switched to account ${account.index} (${account.address}).`)
    },

    async close() {
      core.heartbeat.stop()
      await core.relayer.transportClose()
    },
  }
}
