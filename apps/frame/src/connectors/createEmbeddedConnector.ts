import { errorCodes, ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol'
import type { createStore } from 'jotai'
import {
  type Address,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  isAddressEqual,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { ApiRequestError } from '@/api/createApiClient'
import { connectionAtom, embeddedAccountAtom, networksAtom } from '@/controller/atoms'
import { rpcCall } from '@/controller/internal/rpcCall'
import { type ConnectAnswer, EmbeddedUser, SessionTokens } from '@/embedded/api/authApi'
import { DeviceId } from '@/embedded/api/fields'
import { walletProofMessage } from '@/embedded/api/walletApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { fromBase64Url, toBase64Url } from '@/embedded/crypto/sealedShare'
import { combineShares } from '@/embedded/custody/combineShares'
import type { DeviceShareStore } from '@/embedded/custody/createDeviceShareStore'
import { createEmbeddedKey } from '@/embedded/custody/createEmbeddedKey'
import { rebuildFromRecovery } from '@/embedded/custody/rebuildFromRecovery'
import { splitKey } from '@/embedded/custody/splitKey'
import { withPrivateKey } from '@/embedded/custody/withPrivateKey'
import { SessionExpiredError } from '@/embedded/SessionExpiredError'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import type { Network } from '@/networks/Network'
import type { RpcEndpoint } from '@/networks/readRpcEndpoint'
import { rpcTransport } from '@/networks/rpcTransport'
import type { FrameStorage } from '@/storage/types'
import type { ConnectedWallet, FrameConnector, WalletEvent } from './FrameConnector'

type Store = ReturnType<typeof createStore>

/** A login the server accepted (email code or social): the session and its user. */
export type EmbeddedConnectArgs = { login: ConnectAnswer }

/** An unsafe request on its way to the user's approval in the frame (ApproveTransaction). */
export type ApprovalRequest = { method: string; params: unknown; chainId: number; address: Address }

export type EmbeddedConnector = FrameConnector<EmbeddedConnectArgs> & {
  /** This device's id, sent with every login so that the server knows whether it holds a share. */
  deviceId(): Promise<string>
  /** The session's access token, refreshed when it is about to end; undefined when logged out. */
  accessToken(): Promise<string | undefined>
  /** Whether a login here outlives the page (the frame can store its share). */
  persistent(): Promise<boolean>
  /** The private key, rebuilt for export after the caller had the user prove themselves again. */
  exportKey(): Promise<Hex>
  /** The account moved to another email: the session a reload restores says so too. */
  rememberEmail(email: string): Promise<void>
}

const methodsSignedHere = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

// What the frame keeps of a session across reloads: the tokens, whose they are and the device they
// were approved for, never a share. Where the frame has no IndexedDB (a cross-site frame in
// Chromium), this small value still fits a partitioned cookie, so a reload keeps the session and
// rebuilds the key from the auth and recovery shares, as a login on another site does.
const StoredSession = z.object({ tokens: SessionTokens, account: EmbeddedUser, deviceId: DeviceId })
type StoredSession = z.infer<typeof StoredSession>

/**
 * The embedded wallet (DESIGN.md "Embedded wallet custody"): after a login it makes the key in the
 * frame (a new user) or rebuilds it from this device's share and the auth share (or, on a device
 * without a share, from the auth share and the sealed recovery share), and signs each request the
 * user approves. The key exists only inside `withPrivateKey` while one request is signed; the auth
 * share and the session tokens stay in this closure, out of every atom a view reads.
 *
 * @example
 * const embedded = createEmbeddedConnector({ store, api, storage, shareStore, approve })
 * const account = await embedded.connect({ login })
 */
export function createEmbeddedConnector(deps: {
  store: Store
  api: EmbeddedApi
  storage: () => FrameStorage
  shareStore: () => Promise<DeviceShareStore>
  /** Shows the request in ApproveTransaction; resolves when the user approves, rejects (4001) otherwise. */
  approve(request: ApprovalRequest): Promise<void>
  /** Where a network's reads go (readRpcEndpoint); signed transactions go to its own rpcUrl. */
  rpcEndpoint(network: Network): RpcEndpoint
}): EmbeddedConnector {
  const { store, api } = deps
  const listeners = new Set<(event: WalletEvent) => void>()
  let session:
    | { tokens: SessionTokens; account: EmbeddedUser; deviceId: string; authShare: Uint8Array }
    | undefined

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

  async function remember(tokens: SessionTokens, account: EmbeddedUser, deviceId: string) {
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
    return { address: key.address, authShare: split.authShare }
  }

  async function unlock(tokens: SessionTokens, account: EmbeddedUser, deviceId: string) {
    const shares = await deps.shareStore()
    const bearer = tokens.accessToken
    if (!account.address) return createWallet(bearer, account.userId, deviceId, shares)
    const address = getAddress(account.address)
    const stored = await shares.read(account.userId).catch(() => undefined)
    if (stored && isAddressEqual(stored.address, address)) {
      const { authShare } = await api.walletAuthShare(bearer, { deviceId })
      const auth = fromBase64Url(authShare)
      await combineShares([stored.share, auth], address)
      return { address, authShare: auth }
    }
    // A device without a share (another host site): auth share and the sealed recovery share, then
    // the data key that opens it, from two answers so that neither carries two usable shares.
    const recovery = await api.walletRecovery(bearer, { deviceId })
    const { recoveryKey } = await api.walletUnwrap(bearer, { grant: recovery.grant })
    const auth = fromBase64Url(recovery.authShare)
    const rebuilt = await rebuildFromRecovery({
      authShare: auth,
      sealedRecoveryShare: recovery.sealedRecoveryShare,
      recoveryKey,
      expectedAddress: address,
    })
    await shares.write(account.userId, address, rebuilt.deviceShare)
    rebuilt.deviceShare.fill(0)
    return { address, authShare: auth }
  }

  async function open(
    tokens: SessionTokens,
    account: EmbeddedUser,
    deviceId: string,
  ): Promise<ConnectedWallet> {
    const { address, authShare } = await unlock(tokens, account, deviceId)
    const connected: EmbeddedUser = { ...account, address }
    session = { tokens, account: connected, deviceId, authShare }
    await remember(tokens, connected, deviceId)
    store.set(embeddedAccountAtom, { ...connected, persistent: sessionPersists() })
    const chainId = store.get(networksAtom)[0]?.id ?? 1
    return { connector: embeddedConnectorRef(connected), address, chainId }
  }

  async function send(method: string, params: unknown): Promise<unknown> {
    if (!session) throw disconnected()
    const { address } = session.account
    if (!address) throw disconnected()
    const chainId = store.get(connectionAtom).chainId ?? store.get(networksAtom)[0]?.id ?? 1
    const network = store.get(networksAtom).find((candidate) => candidate.id === chainId)
    if (!network)
      throw new ProviderRpcError(
        errorCodes.chainDisconnected,
        'The Provider is not connected to the requested chain.',
      )
    if (!methodsSignedHere.has(method)) {
      if (method === 'wallet_switchEthereumChain') return null
      if (method.startsWith('wallet_') || method.startsWith('solana_') || method === 'eth_sendUserOperation')
        throw new UnsupportedProviderMethodError({ details: method })
      return rpcCall(deps.rpcEndpoint(network), method, params)
    }
    await deps.approve({ method, params, chainId, address: getAddress(address) })
    const shares = await readShares()
    const args = params as unknown[]
    return withPrivateKey(shares, getAddress(address), async (account) => {
      if (method === 'personal_sign') return account.signMessage({ message: { raw: args[0] as Hex } })
      if (method === 'eth_signTypedData_v4')
        return account.signTypedData(JSON.parse(String(args[1])) as TypedDataDefinition)
      const transaction = args[0] as { to?: Address; value?: Hex; data?: Hex; gas?: Hex; gasPrice?: Hex }
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
        ...(transaction.value ? { value: BigInt(transaction.value) } : {}),
        ...(transaction.data ? { data: transaction.data } : {}),
        ...(transaction.gas ? { gas: BigInt(transaction.gas) } : {}),
        // A request that names its gas price (the frame's own sends: SPEC.md §7's legacy type) pays
        // that price, the one ApproveTransaction showed as the fee.
        ...(transaction.gasPrice ? { gasPrice: BigInt(transaction.gasPrice) } : {}),
      })
    })
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
    async exportKey() {
      if (!session?.account.address) throw disconnected()
      return combineShares(await readShares(), getAddress(session.account.address))
    },
  }
}

function disconnected() {
  return new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.')
}

/**
 * How an embedded account shows as the connector: by how it logged in ('Email', 'GitHub'), never by
 * the address itself, which would reach the host's state and storage with it.
 */
export function embeddedConnectorRef(account: EmbeddedUser) {
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
