import { errorCodes, ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol'
import { implicitAccountKey } from '@latch/protocol/implicitAccountKey'
import { isAllowedMethod, type Method, methodInfo } from '@latch/protocol/methods'
import type { AccountType } from '@latch/shared-types'
import type { createStore } from 'jotai'
import {
  type Address,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  hexToBytes,
  isAddressEqual,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { type ApiClient, ApiRequestError } from '@/api/createApiClient'
import { createBitcoinApi } from '@/api/createBitcoinApi'
import { AuthUser, type ConnectAnswer, SessionTokens } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { DeviceId } from '@/embedded/api/fields'
import { walletProofMessage } from '@/embedded/api/walletApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { fromBase64Url, toBase64Url } from '@/embedded/crypto/sealedShare'
import type { DeviceShareStore } from '@/embedded/custody/createDeviceShareStore'
import { createEmbeddedKey } from '@/embedded/custody/createEmbeddedKey'
import { type DerivedAccounts, deriveAccounts } from '@/embedded/custody/deriveAccounts'
import { derivedAccountsOf } from '@/embedded/custody/derivedAccountsOf'
import { type ExportedKeys, exportKeys } from '@/embedded/custody/exportKeys'
import { rebuildFromRecovery } from '@/embedded/custody/rebuildFromRecovery'
import { splitKey } from '@/embedded/custody/splitKey'
import { type BitcoinSigner, withBitcoinKey } from '@/embedded/custody/withBitcoinKey'
import { type NearSigner, withNearKey } from '@/embedded/custody/withNearKey'
import { withPrivateKey } from '@/embedded/custody/withPrivateKey'
import { withSolanaKey } from '@/embedded/custody/withSolanaKey'
import { SessionExpiredError } from '@/embedded/SessionExpiredError'
import type { SecondFactorAnswer, SecondFactorAsk } from '@/embedded/secondFactorAsk'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import type { Network } from '@/networks/Network'
import type { RpcEndpoint } from '@/networks/readRpcEndpoint'
import { rpcCall } from '@/networks/rpcCall'
import { rpcTransport } from '@/networks/rpcTransport'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import type { LatchAccountClient } from '@/smartAccount/createLatchAccountClient'
import { paymasterEndpoint } from '@/smartAccount/paymasterEndpoint'
import type { LatchAccountOwner } from '@/smartAccount/toLatchAccount'
import {
  bitcoinNetworksAtom,
  connectionAtom,
  embeddedAccountAtom,
  hostConfigAtom,
  nearNetworksAtom,
  networksAtom,
  solanaNetworksAtom,
  sponsorGasAtom,
} from '@/state/atoms'
import type { FrameStorage } from '@/storage/types'
import type { ApprovalRequest } from './ApprovalRequest'
import type { BitcoinMethod, BitcoinMethodContext } from './BitcoinMethodContext'
import type { EmbeddedMethod, EmbeddedMethodContext, SmartCall } from './EmbeddedMethodContext'
import type { ConnectedWallet, FrameConnector, WalletEvent } from './FrameConnector'
import { type BitcoinMethodName, embeddedBitcoinMethods } from './internal/embeddedBitcoinMethods'
import { embeddedMethods } from './internal/embeddedMethods'
import { embeddedNearMethods, type NearMethodName } from './internal/embeddedNearMethods'
import { embeddedSolanaMethods, type SolanaMethodName } from './internal/embeddedSolanaMethods'
import { preferredAccountType } from './internal/preferredAccountType'
import { runEmbeddedMethod } from './internal/runEmbeddedMethod'
import type { NearMethod, NearMethodContext } from './NearMethodContext'
import type { SolanaMethod, SolanaMethodContext } from './SolanaMethodContext'

type Store = ReturnType<typeof createStore>

/** A login the server accepted (email code or social): the session and its user. */
export type EmbeddedConnectArgs = { login: ConnectAnswer }

/** The embedded user's two accounts and the one the host sees (docs/behaviour.md#entities). */
export type EmbeddedAccounts = {
  eoa: Address
  smartAccount: Address
  accountType: AccountType
  /** The address the host sees. */
  address: Address
}

export type EmbeddedConnector = FrameConnector<EmbeddedConnectArgs> & {
  /** This device's id, sent with every login so that the server knows whether it holds a share. */
  deviceId(): Promise<string>
  /** The session's access token, refreshed when it is about to end; undefined when logged out. */
  accessToken(): Promise<string | undefined>
  /** Whether a login here outlives the page (the frame can store its share). */
  persistent(): Promise<boolean>
  /** The keys, rebuilt for export after the caller had the user prove themselves again. */
  exportKeys(): Promise<ExportedKeys>
  /** The account moved to another email: the session a reload restores says so too. */
  rememberEmail(email: string): Promise<void>
  /** The user's accounts; undefined when logged out. */
  accounts(): EmbeddedAccounts | undefined
  /** Whether the smart account has code on the connected network (read from the chain). */
  smartAccountDeployed(): Promise<boolean>
  /**
   * Makes `type` the account the host sees: kept on the server for the next login, and told to the
   * host (accountsChanged) when its address changes. Resolves with that address.
   */
  setAccountType(type: AccountType): Promise<Address>
}

// What the frame keeps of a session across reloads: the tokens, whose they are and the device they
// were approved for, never a share. Where the frame has no IndexedDB (a cross-site frame in
// Chromium), this small value still fits a partitioned cookie, so a reload keeps the session and
// rebuilds the key from the auth and recovery shares, as a login on another site does.
const StoredSession = z.object({ tokens: SessionTokens, account: AuthUser, deviceId: DeviceId })
type StoredSession = z.infer<typeof StoredSession>

/** What the embedded connector is given: the frame's store, APIs, storage and the approval view. */
export type EmbeddedConnectorDeps = {
  store: Store
  api: EmbeddedApi
  storage: () => FrameStorage
  shareStore: () => Promise<DeviceShareStore>
  /** Shows the request in ApproveTransaction; resolves when the user approves, rejects (4001) otherwise. */
  approve(request: ApprovalRequest): Promise<void>
  /** Where a network's reads go (readRpcEndpoint); signed transactions go to its own rpcUrl. */
  rpcEndpoint(network: Network): RpcEndpoint
  /** The frame's own /api, as the host page it serves (for the methods of embeddedMethods). */
  frameApi: ApiClient
  /** Opens CallsStatus for a wallet_sendCalls batch (wallet_showCallsStatus). */
  showCallsStatus(id: string): void
  /**
   * Asks the visitor for the wallet's second factor (SecondFactor): a code, or one of its passkeys,
   * telling the last refusal; rejects when they leave it. A login on a device that has not passed the
   * factor gets no share of the key before it (docs/passkeys.md#second-factor).
   */
  askSecondFactor(ask: SecondFactorAsk): Promise<SecondFactorAnswer>
}

// The network a request is for, or 4901 where the host asked for none of its namespace or chain.
function requestedNetwork<N>(network: N | undefined): N {
  if (!network)
    throw new ProviderRpcError(
      errorCodes.chainDisconnected,
      'The Provider is not connected to the requested chain.',
    )
  return network
}

/**
 * The embedded wallet (docs/embedded-wallet.md#custody): after a login it makes the key in the
 * frame (a new user) or rebuilds it from this device's share and the auth share (or, on a device
 * without a share, from the auth share and the sealed recovery share), and signs each request the
 * user approves. The key exists only inside `withPrivateKey` while one request is signed; the auth
 * share and the session tokens stay in this closure, out of every atom a view reads.
 *
 * @example
 * const embedded = createEmbeddedConnector({ store, api, storage, shareStore, approve })
 * const account = await embedded.connect({ login })
 */
export function createEmbeddedConnector(deps: EmbeddedConnectorDeps): EmbeddedConnector {
  const { store, api } = deps
  const listeners = new Set<(event: WalletEvent) => void>()
  let session:
    | {
        tokens: SessionTokens
        account: AuthUser
        deviceId: string
        authShare: Uint8Array
        /** The LatchAccount the key owns (worked out from the key's address, deployed or not). */
        smartAccount: Address
        /** The Solana, Bitcoin and NEAR accounts the key derives (docs/embedded-wallet.md). */
        derived: DerivedAccounts
      }
    | undefined
  // Whether the smart account has code, per chain: once deployed it stays so, until logout.
  const deployedOn = new Map<number, boolean>()
  // One smart-account client per chain for the session: made on first use, its code loaded then.
  const smartClients = new Map<number, Promise<LatchAccountClient>>()

  async function freshTokens(tokens: SessionTokens): Promise<SessionTokens> {
    // A minute of margin: a request that starts now must not reach the server with a dead token.
    if (Date.parse(tokens.accessExpiresAt) - Date.now() > 60_000) return tokens
    try {
      const { session: next } = await api.refresh({ refreshToken: tokens.refreshToken })
      return next
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) throw new SessionExpiredError()
      throw error
    }
  }

  async function remember(tokens: SessionTokens, account: AuthUser, deviceId: string) {
    const stored: StoredSession = { tokens, account, deviceId }
    await deps.storage().set('embeddedSession', JSON.stringify(stored))
  }

  // The session outlives the page where the frame's own storage or a partitioned cookie keeps it;
  // host-page storage never holds it, so that tier and memory mean a reload logs out.
  const sessionPersists = () => ['frame', 'cookie'].includes(deps.storage().tier)

  async function readShares(): Promise<[Uint8Array, Uint8Array]> {
    if (!session) throw disconnected()
    const stored = await (await deps.shareStore()).read(session.account.userId)
    if (!stored) throw new SessionExpiredError()
    return [stored.share, session.authShare]
  }

  // The key of a user without a wallet: made here, split, its auth and recovery shares to the server
  // with a signature that proves the address, and the device share kept on this device.
  async function createWallet(bearer: string, userId: string, deviceId: string, shares: DeviceShareStore) {
    const key = createEmbeddedKey()
    const split = await splitKey(key.privateKey)
    const proof = await privateKeyToAccount(key.privateKey).signMessage({
      message: walletProofMessage(userId),
    })
    await api.walletCreate(bearer, {
      address: key.address,
      authShare: toBase64Url(split.authShare),
      recoveryShare: toBase64Url(split.recoveryShare),
      deviceId,
      proof,
    })
    await shares.write(userId, key.address, split.deviceShare)
    split.deviceShare.fill(0)
    split.recoveryShare.fill(0)
    // The key's bytes are a copy of ours to zero (the hex string cannot be); so is the derived key.
    const secret = hexToBytes(key.privateKey)
    const derived = deriveAccounts(secret)
    secret.fill(0)
    return { address: key.address, authShare: split.authShare, derived }
  }

  // A share the server withholds until this device passed the wallet's second factor: the visitor's
  // code (or one of the wallet's passkeys) first, asked again with the reason while the server
  // refuses it, then the share.
  async function afterSecondFactor<T>(bearer: string, deviceId: string, fetch: () => Promise<T>): Promise<T> {
    let kind: SecondFactorAsk['kind']
    try {
      return await fetch()
    } catch (error) {
      const asked = error instanceof ApiRequestError && error.status === 403 ? error.message : undefined
      if (asked === embeddedApiErrors.totpRequired) kind = 'totp'
      else if (asked === embeddedApiErrors.passkeyRequired) kind = 'passkey'
      else throw error
    }
    let refusal: string | undefined
    for (;;) {
      const answer = await deps.askSecondFactor({ kind, refusal, bearer, deviceId })
      if (!('code' in answer)) break
      try {
        await api.totpVerify(bearer, { code: answer.code, deviceId })
        break
      } catch (error) {
        // A wrong code or the lock is the visitor's to see; anything else ends the login.
        if (!(error instanceof ApiRequestError) || (error.status !== 400 && error.status !== 429)) throw error
        refusal = error.message
      }
    }
    return fetch()
  }

  async function unlock(tokens: SessionTokens, account: AuthUser, deviceId: string) {
    const shares = await deps.shareStore()
    const bearer = tokens.accessToken
    if (!account.address) return createWallet(bearer, account.userId, deviceId, shares)
    const address = getAddress(account.address)
    const stored = await shares.read(account.userId).catch(() => undefined)
    if (stored && isAddressEqual(stored.address, address)) {
      const { authShare } = await afterSecondFactor(bearer, deviceId, () =>
        api.walletAuthShare(bearer, { deviceId }),
      )
      const auth = fromBase64Url(authShare)
      // Rebuilding the key checks the shares, and gives the other accounts' addresses on the way.
      const derived = await derivedAccountsOf([stored.share, auth], address)
      return { address, authShare: auth, derived }
    }
    // A device without a share (another host site): auth share and the sealed recovery share, then
    // the data key that opens it, from two answers so that neither carries two usable shares.
    const recovery = await afterSecondFactor(bearer, deviceId, () => api.walletRecovery(bearer, { deviceId }))
    const { recoveryKey } = await api.walletUnwrap(bearer, { grant: recovery.grant })
    const auth = fromBase64Url(recovery.authShare)
    const {
      deviceShare,
      address: _,
      ...derived
    } = await rebuildFromRecovery({
      authShare: auth,
      sealedRecoveryShare: recovery.sealedRecoveryShare,
      recoveryKey,
      expectedAddress: address,
    })
    await shares.write(account.userId, address, deviceShare)
    deviceShare.fill(0)
    return { address, authShare: auth, derived }
  }

  async function open(tokens: SessionTokens, account: AuthUser, deviceId: string): Promise<ConnectedWallet> {
    const [{ address, authShare, derived }, { latchAccountAddress }] = await Promise.all([
      unlock(tokens, account, deviceId),
      import('@/smartAccount/latchAccountAddress'),
    ])
    const connected: AuthUser = { ...account, address }
    deployedOn.clear()
    smartClients.clear()
    session = {
      tokens,
      account: connected,
      deviceId,
      authShare,
      smartAccount: latchAccountAddress(address),
      derived,
    }
    await remember(tokens, connected, deviceId)
    publish()
    const network = store.get(networksAtom)[0]
    // Whether the smart account exists is the chain's to say; the login does not wait for it.
    if (network) checkDeployed(network).catch(() => undefined)
    const { address: shown } = accountsOf(session)
    return { connector: embeddedConnectorRef(connected), address: shown, chainId: network?.id ?? 1 }
  }

  function accountsOf(current: NonNullable<typeof session>): EmbeddedAccounts {
    const eoa = getAddress(current.account.address ?? '')
    const accountType = preferredAccountType({
      chosen: current.account.preferredAccountType,
      configured: store.get(hostConfigAtom).defaultAccountTypes,
    })
    const address = accountType === 'smartAccount' ? current.smartAccount : eoa
    return { eoa, smartAccount: current.smartAccount, accountType, address }
  }

  function currentChainId() {
    return store.get(connectionAtom).chainId ?? store.get(networksAtom)[0]?.id ?? 1
  }

  // The views read the user and its accounts from one atom; never a token, a share or the key.
  function publish() {
    if (!session) return
    const { accountType } = accountsOf(session)
    store.set(embeddedAccountAtom, {
      ...session.account,
      persistent: sessionPersists(),
      smartAccount: session.smartAccount,
      ...session.derived,
      accountType,
      smartAccountDeployed: deployedOn.get(currentChainId()) ?? false,
    })
  }

  async function checkDeployed(network: Network): Promise<boolean> {
    if (!session) throw disconnected()
    if (deployedOn.get(network.id)) return true
    const code = await rpcCall(deps.rpcEndpoint(network), 'eth_getCode', [session.smartAccount, 'latest'])
    const deployed = typeof code === 'string' && code !== '0x' && code !== '0x0'
    deployedOn.set(network.id, deployed)
    publish()
    return deployed
  }

  function sponsoredOn(network: Network) {
    return (
      network.smartAccounts === true &&
      store.get(sponsorGasAtom) &&
      paymasterEndpoint(deps.rpcEndpoint(network)) !== undefined
    )
  }

  // The owner key signs for the smart account: rebuilt for each signature, dropped right after.
  function owner(eoa: Address): LatchAccountOwner {
    const signWith = async <T>(sign: (key: LocalAccount) => Promise<T>) =>
      withPrivateKey(await readShares(), eoa, sign)
    return {
      address: eoa,
      signMessage: (parameters) => signWith((key) => key.signMessage(parameters)),
      signTypedData: ((typedData: TypedDataDefinition) =>
        signWith((key) => key.signTypedData(typedData))) as LatchAccountOwner['signTypedData'],
    }
  }

  function smartClient(network: Network): Promise<LatchAccountClient> {
    if (!session) return Promise.reject(disconnected())
    if (!network.smartAccounts)
      return Promise.reject(
        new ProviderRpcError(
          errorCodes.unsupportedMethod,
          `Smart accounts are not available on ${network.name}.`,
        ),
      )
    const eoa = accountsOf(session).eoa
    let client = smartClients.get(network.id)
    if (!client) {
      const rpc = deps.rpcEndpoint(network)
      client = import('@/smartAccount/createLatchAccountClient').then(({ createLatchAccountClient }) =>
        createLatchAccountClient({
          network,
          rpc,
          paymaster: sponsoredOn(network) ? paymasterEndpoint(rpc) : undefined,
          owner: owner(eoa),
        }),
      )
      client.catch(() => smartClients.delete(network.id))
      smartClients.set(network.id, client)
    }
    return client
  }

  async function waitForUserOperation(network: Network, userOpHash: Hex) {
    const receipt = await (await smartClient(network)).waitForUserOperation(userOpHash)
    // Its first UserOperation deployed the account (its initCode ran in the same bundle).
    deployedOn.set(network.id, true)
    publish()
    return receipt
  }

  async function sendFromEoa(network: Network, eoa: Address, transaction: EoaTransaction): Promise<Hex> {
    return withPrivateKey(await readShares(), eoa, async (account) => {
      const client = createWalletClient({
        account,
        chain: defineChain({
          id: network.id,
          name: network.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [network.rpcUrl] } },
        }),
        transport: rpcTransport(deps.rpcEndpoint(network), network.rpcUrl),
      })
      return client.sendTransaction({
        ...(transaction.to ? { to: transaction.to } : {}),
        ...(transaction.value ? { value: transaction.value } : {}),
        ...(transaction.data ? { data: transaction.data } : {}),
        ...(transaction.gas ? { gas: transaction.gas } : {}),
        // A request that names its gas price (the frame's own sends are legacy transactions: docs/behaviour.md#calls) pays
        // that price, the one ApproveTransaction showed as the fee.
        ...(transaction.gasPrice ? { gasPrice: transaction.gasPrice } : {}),
      })
    })
  }

  function methodContext(method: string, params: unknown, network: Network): EmbeddedMethodContext {
    if (!session) throw disconnected()
    const { eoa, smartAccount, accountType, address } = accountsOf(session)
    return {
      method,
      params,
      chainId: network.id,
      network,
      address,
      accountType,
      owner: eoa,
      smartAccount,
      smartAccountDeployed: () => checkDeployed(network),
      sponsored: sponsoredOn(network),
      approve: deps.approve,
      sendSmartAccountCalls: async (calls: readonly SmartCall[]) => ({
        userOpHash: await (await smartClient(network)).sendCalls(calls),
      }),
      waitForUserOperation: (userOpHash) => waitForUserOperation(network, userOpHash),
      sendEoaTransaction: (transaction) => sendFromEoa(network, eoa, transaction),
      readRpc: (readMethod, readParams) => rpcCall(deps.rpcEndpoint(network), readMethod, readParams),
      signMessage: async (message) =>
        accountType === 'smartAccount'
          ? (await smartClient(network)).signMessage(message)
          : owner(eoa).signMessage({ message }),
      signTypedData: async (typedData) =>
        accountType === 'smartAccount'
          ? (await smartClient(network)).signTypedData(typedData)
          : owner(eoa).signTypedData(typedData),
      signSmartAccountMessage: async (message) => (await smartClient(network)).signMessage(message),
      api: deps.frameApi,
      showCallsStatus: deps.showCallsStatus,
    }
  }

  // The wallet's Solana account on the host's first Solana cluster (docs/namespaces.md).
  function solanaContext(method: string, params: unknown, network: SolanaNetwork): SolanaMethodContext {
    if (!session) throw disconnected()
    const { eoa } = accountsOf(session)
    const address = session.derived.solanaAddress
    return {
      method,
      params,
      network,
      address,
      approve: deps.approve,
      sign: async (bytes) =>
        withSolanaKey(await readShares(), eoa, async (signer) => {
          if (signer.address !== address) throw new Error('The key does not derive this Solana account')
          return signer.sign(bytes)
        }),
      // Signed transactions go to the cluster's own RPC: the frame's proxy only reads.
      sendTransaction: async (transaction, options) =>
        (await rpcCall({ url: network.rpcUrl, headers: {} }, 'sendTransaction', [
          transaction,
          { encoding: 'base64', preflightCommitment: 'confirmed', ...options },
        ])) as string,
    }
  }

  async function sendSolana(method: SolanaMethodName, params: unknown, checked?: unknown): Promise<unknown> {
    const network = requestedNetwork(store.get(solanaNetworksAtom)[0])
    const handler = (await embeddedSolanaMethods[method]()) as SolanaMethod
    return runEmbeddedMethod(method, handler, solanaContext(method, params, network), checked)
  }

  // The wallet's Bitcoin account on the host's first Bitcoin network (docs/namespaces.md#bitcoin).
  async function sendBitcoin(
    method: BitcoinMethodName,
    params: unknown,
    checked?: unknown,
  ): Promise<unknown> {
    if (!session) throw disconnected()
    const network = requestedNetwork(store.get(bitcoinNetworksAtom)[0])
    const { eoa } = accountsOf(session)
    const address = session.derived.bitcoinAddresses[network.bip84]
    const withSigner = async <T>(sign: (signer: BitcoinSigner) => T) =>
      withBitcoinKey(await readShares(), eoa, network.bip84, async (signer) => {
        if (signer.address !== address) throw new Error('The key does not derive this Bitcoin account')
        return sign(signer)
      })
    const context: BitcoinMethodContext = {
      method,
      params,
      network,
      address,
      approve: deps.approve,
      signMessage: (message, protocol) => withSigner((signer) => signer.signMessage(message, protocol)),
      signTransaction: (psbt, inputs) => withSigner((signer) => signer.signTransaction(psbt, inputs)),
      chain: createBitcoinApi(deps.frameApi, network.caipNetworkId),
    }
    const handler = (await embeddedBitcoinMethods[method]()) as BitcoinMethod
    return runEmbeddedMethod(method, handler, context, checked)
  }

  // The wallet's implicit NEAR account, shown on the host's first NEAR network (docs/namespaces.md#near).
  async function sendNear(method: NearMethodName, params: unknown, checked?: unknown): Promise<unknown> {
    if (!session) throw disconnected()
    const network = requestedNetwork(store.get(nearNetworksAtom)[0])
    const { eoa } = accountsOf(session)
    const accountId = session.derived.nearAccountId
    const withSigner = async <T>(sign: (signer: NearSigner) => T) =>
      withNearKey(await readShares(), eoa, async (signer) => {
        if (signer.accountId !== accountId) throw new Error('The key does not derive this NEAR account')
        return sign(signer)
      })
    const context: NearMethodContext = {
      method,
      params,
      network,
      accountId,
      publicKey: implicitAccountKey(accountId),
      approve: deps.approve,
      signMessage: (message) =>
        withSigner((signer) => ({ publicKey: signer.publicKey, signature: signer.signMessage(message) })),
      signTransaction: (transaction) => withSigner((signer) => signer.signTransaction(transaction)),
    }
    const handler = (await embeddedNearMethods[method]()) as NearMethod
    return runEmbeddedMethod(method, handler, context, checked)
  }

  async function send(method: string, params: unknown, checked?: unknown): Promise<unknown> {
    if (!session) throw disconnected()
    if (methodInfo(method)?.namespace === 'solana')
      return sendSolana(method as SolanaMethodName, params, checked)
    if (methodInfo(method)?.namespace === 'bip122')
      return sendBitcoin(method as BitcoinMethodName, params, checked)
    if (methodInfo(method)?.namespace === 'near') return sendNear(method as NearMethodName, params, checked)
    const chainId = currentChainId()
    const network = requestedNetwork(store.get(networksAtom).find((candidate) => candidate.id === chainId))
    const handler = isAllowedMethod(method) ? embeddedMethods[method] : undefined
    if (handler)
      // The table pairs each method with its handler.
      return runEmbeddedMethod(
        method as Method,
        (await handler()) as EmbeddedMethod,
        methodContext(method, params, network),
        checked,
      )
    if (method === 'wallet_switchEthereumChain') return null
    // What only a wallet answers, and this one has no handler for, is refused; the rest (the
    // frame's own reads among them) is the node's.
    if (methodInfo(method)?.answeredBy === 'wallet')
      throw new UnsupportedProviderMethodError({ details: method })
    return rpcCall(deps.rpcEndpoint(network), method, params)
  }

  return {
    kind: 'embedded',
    deviceId: async () => (await deps.shareStore()).deviceId(),
    persistent: async () => sessionPersists(),
    async connect({ login }) {
      return open(login.session, login.user, await (await deps.shareStore()).deviceId())
    },
    async reconnect() {
      const raw = await deps
        .storage()
        .get('embeddedSession')
        .catch(() => null)
      const stored = parseStoredSession(raw)
      if (!stored) return undefined
      try {
        return await open(await freshTokens(stored.tokens), stored.account, stored.deviceId)
      } catch (error) {
        await deps
          .storage()
          .remove('embeddedSession')
          .catch(() => undefined)
        throw error
      }
    },
    async accessToken() {
      if (!session) return undefined
      const tokens = await freshTokens(session.tokens)
      if (tokens !== session.tokens) {
        session = { ...session, tokens }
        await remember(tokens, session.account, session.deviceId)
      }
      return tokens.accessToken
    },
    request: send,
    async disconnect() {
      const ending = session
      session = undefined
      deployedOn.clear()
      smartClients.clear()
      store.set(embeddedAccountAtom, undefined)
      await deps
        .storage()
        .remove('embeddedSession')
        .catch(() => undefined)
      ending?.authShare.fill(0)
      // The server forgets the session too; unreachable, the token simply runs out.
      if (ending) await api.signOut(ending.tokens.accessToken).catch(() => undefined)
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async rememberEmail(email) {
      if (!session) return
      session = { ...session, account: { ...session.account, email } }
      await remember(session.tokens, session.account, session.deviceId)
    },
    async exportKeys() {
      if (!session?.account.address) throw disconnected()
      return exportKeys(await readShares(), getAddress(session.account.address))
    },
    accounts: () => (session ? accountsOf(session) : undefined),
    async smartAccountDeployed() {
      const network = store.get(networksAtom).find((candidate) => candidate.id === currentChainId())
      if (!network) throw disconnected()
      return checkDeployed(network)
    },
    async setAccountType(type) {
      if (!session) throw disconnected()
      const before = accountsOf(session).address
      const bearer = await this.accessToken()
      if (!bearer) throw new SessionExpiredError()
      const { user } = await api.setAccountType(bearer, { preferredAccountType: type })
      if (!session) throw disconnected()
      // The server's answer is the user as it keeps it; the key's address is the one this session checked.
      session = {
        ...session,
        account: { ...session.account, preferredAccountType: user.preferredAccountType ?? type },
      }
      await remember(session.tokens, session.account, session.deviceId)
      publish()
      const { address } = accountsOf(session)
      if (address !== before)
        for (const listener of listeners) listener({ type: 'accountsChanged', accounts: [address] })
      return address
    },
  }
}

type EoaTransaction = { to?: Address; value?: bigint; data?: Hex; gas?: bigint; gasPrice?: bigint }

function disconnected() {
  return new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.')
}

/**
 * How an embedded account shows as the connector: by how it logged in ('Email', 'GitHub'), never by
 * the address itself, which would reach the host's state and storage with it.
 */
function embeddedConnectorRef(account: AuthUser) {
  const name = account.socialProvider ? socialProviderNames[account.socialProvider] : 'Email'
  return { id: 'embedded', name, type: 'AUTH' as const }
}

function parseStoredSession(raw: string | null): StoredSession | undefined {
  if (!raw) return undefined
  try {
    return StoredSession.parse(JSON.parse(raw))
  } catch {
    // Written by an older frame or by hand: no session to restore.
    return undefined
  }
}
