import { errorCodes, type InjectedWalletInfo, type PayloadOf, ProviderRpcError } from '@latch/protocol'
import { nearAccountIdPattern } from '@latch/protocol/nearAccountIdPattern'
import type { createStore } from 'jotai'
import type { ApiClient } from '@/api/createApiClient'
import type { HostLink } from '@/embed/hostLink'
import type { Bip84Network } from '@/networks/BitcoinNetwork'
import {
  bitcoinNetworksAtom,
  bridgedWalletAtom,
  hostBitcoinAddressesAtom,
  hostNearAccountsAtom,
  hostSolanaAccountsAtom,
  nearNetworksAtom,
  solanaNetworksAtom,
  walletsAtom,
} from '@/state/atoms'
import type { HostBitcoinAddresses } from '@/state/bitcoinAccountOf'
import type { ConnectorRef } from '@/state/connectionReducer'
import { planReconnect } from '@/state/planReconnect'
import { connectedNearAccount } from '@/state/selectors'
import type { ConnectedWallet, FrameConnector, WalletEvent } from './FrameConnector'
import { payWithConnectedBitcoinWallet } from './internal/hostBitcoin/payWithConnectedBitcoinWallet'
import type { HostBitcoinPayment } from './internal/hostBitcoin/payWithHostBitcoinWallet'

type Store = ReturnType<typeof createStore>

/** The host bridge connects to the wallet the user picked among those the host page announced. */
export type HostBridgeConnectArgs = { wallet: InjectedWalletInfo }

export type HostBridgeConnector = FrameConnector<HostBridgeConnectArgs> & {
  /** An event the SDK forwarded from a host-window wallet; only the connected wallet's count. */
  handleHostEvent(payload: PayloadOf<'injected.event'>): void
}

/** The namespaces a host page's wallet connects alone, with no EVM account. */
type AloneNamespace = 'solana' | 'bip122' | 'near'

const isAlone = (namespace: string | undefined): namespace is AloneNamespace =>
  namespace === 'solana' || namespace === 'bip122' || namespace === 'near'

// The address checks of a namespace, which load while the wallet asks its user, not with the frame.
const preloadAddressCheck: Partial<Record<AloneNamespace, () => Promise<unknown>>> = {
  solana: () => import('@solana/kit'),
  bip122: () => import('@/networks/isBitcoinAddress'),
}

const disconnected = () =>
  new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.')

/**
 * The wallets of the host window (EIP-6963 announcements, `window.ethereum`, Wallet Standard Solana
 * and Bitcoin wallets and near-connect's NEAR wallets, which the SDK announces with `namespace:
 * 'solana'`, `'bip122'` or `'near'`): a cross-origin frame cannot reach them, so every request goes
 * to the SDK as `injected.request` and the SDK runs it on the wallet's provider. Which wallet is
 * connected lives in `bridgedWalletAtom`; a Solana wallet's addresses in `hostSolanaAccountsAtom`, a
 * Bitcoin wallet's in `hostBitcoinAddressesAtom`, a NEAR wallet's accounts on the app's first NEAR
 * network in `hostNearAccountsAtom` (docs/namespaces.md#host-page-solana-wallets). A Bitcoin wallet's
 * payments (`bip122_sendTransfer`, and `bip122_signPsbt` with `broadcast`) need the chain, which
 * the frame reads through its server (`frameApi`): the wallet only signs them
 * (payWithHostBitcoinWallet).
 *
 * @example
 * const bridge = createHostBridgeConnector({ store, link: () => store.get(hostLinkAtom), frameApi: api })
 * const { address } = await bridge.connect({ wallet })
 */
export function createHostBridgeConnector(deps: {
  store: Store
  link: () => HostLink | undefined
  frameApi: ApiClient
}): HostBridgeConnector {
  const { store } = deps
  const listeners = new Set<(event: WalletEvent) => void>()

  async function send(uuid: string, method: string, params?: unknown): Promise<unknown> {
    const link = deps.link()
    if (!link) throw disconnected()
    const payload: PayloadOf<'injected.request'> =
      params === undefined
        ? { uuid, method }
        : { uuid, method, params: params as unknown[] | Record<string, unknown> }
    const { result } = await link.call('injected.request', payload)
    return result
  }

  async function accountOf(wallet: InjectedWalletInfo, accounts: unknown): Promise<ConnectedWallet> {
    const address = Array.isArray(accounts) ? accounts[0] : undefined
    if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
      throw new ProviderRpcError(errorCodes.internal, 'The wallet returned no account.')
    const chainHex = await send(wallet.uuid, 'eth_chainId')
    const chainId = typeof chainHex === 'string' ? Number.parseInt(chainHex, 16) : Number.NaN
    if (!Number.isInteger(chainId) || chainId <= 0)
      throw new ProviderRpcError(errorCodes.internal, 'Bad chain id.')
    store.set(bridgedWalletAtom, wallet.uuid)
    clearHostAccounts()
    return { connector: hostWalletConnector(wallet), address: address as `0x${string}`, chainId }
  }

  function clearHostAccounts() {
    store.set(hostSolanaAccountsAtom, [])
    store.set(hostBitcoinAddressesAtom, {})
    store.set(hostNearAccountsAtom, [])
  }

  // A Solana, Bitcoin or NEAR wallet connects its namespace alone: the connection has no EVM account.
  async function aloneAccountOf(
    wallet: InjectedWalletInfo & { namespace: AloneNamespace },
    accounts: unknown,
  ): Promise<ConnectedWallet> {
    const { namespace } = wallet
    const found = await addressesOf(namespace, accounts)
    if (found.count === 0) throw new ProviderRpcError(errorCodes.internal, 'The wallet returned no account.')
    store.set(bridgedWalletAtom, wallet.uuid)
    found.keep()
    return { connector: hostWalletConnector(wallet), namespace }
  }

  // The well-formed addresses a wallet of another namespace than Ethereum's answered: how many are
  // accounts the app can use, and how to keep them as the connected wallet's (clearing the other
  // namespaces').
  async function addressesOf(namespace: AloneNamespace, accounts: unknown) {
    if (namespace === 'solana') {
      const addresses = await solanaAddresses(accounts)
      return {
        count: addresses.length,
        keep() {
          clearHostAccounts()
          store.set(hostSolanaAccountsAtom, addresses)
        },
      }
    }
    if (namespace === 'near') {
      // The wallet signed in on the network the frame named (nearContext), so its ids are accounts there.
      const chain = nearContext().chain
      const ids = chain ? nearAccountIds(accounts) : []
      return {
        count: ids.length,
        keep() {
          clearHostAccounts()
          store.set(
            hostNearAccountsAtom,
            ids.map((id) => `${chain}:${id}`),
          )
        },
      }
    }
    const addresses = await bitcoinAddresses(accounts)
    // Only an address of a Bitcoin network the app asked for is an account here.
    const asked = store.get(bitcoinNetworksAtom).filter((network) => addresses[network.bip84] !== undefined)
    return {
      count: asked.length,
      keep() {
        clearHostAccounts()
        store.set(hostBitcoinAddressesAtom, addresses)
      },
    }
  }

  // A NEAR wallet signs in on one network, which each of its requests names: the connected account's,
  // or before it connects the first NEAR network the app asked for.
  function nearContext(params?: unknown): { chain: string | undefined } {
    const chain =
      connectedNearAccount(store)?.network.caipNetworkId ?? store.get(nearNetworksAtom)[0]?.caipNetworkId
    return { ...(params as object), chain }
  }

  // A wallet of one namespace's accounts: those it shares on asking (`<namespace>_requestAccounts`)
  // or without (`<namespace>_accounts`), a NEAR wallet's on the network named.
  const aloneAccounts = (uuid: string, namespace: AloneNamespace, asking: boolean) =>
    send(
      uuid,
      `${namespace}_${asking ? 'requestAccounts' : 'accounts'}`,
      namespace === 'near' ? nearContext() : undefined,
    )

  const connectedNamespace = () =>
    store.get(walletsAtom).find((wallet) => wallet.uuid === store.get(bridgedWalletAtom))?.namespace

  // The wallet signs as the account in use, on the cluster the visitor is on: the SDK's adapter
  // needs both to pick the Wallet Standard account and chain (a host's params may name the account).
  function withSolanaContext(params: unknown): unknown {
    const [pubkey] = store.get(hostSolanaAccountsAtom)
    const chain = store.get(solanaNetworksAtom)[0]?.caipNetworkId
    return { pubkey, ...(params as object), chain }
  }

  const payBitcoin = (uuid: string, payment: HostBitcoinPayment) =>
    payWithConnectedBitcoinWallet(
      { store, frameApi: deps.frameApi, request: (method, params) => send(uuid, method, params) },
      payment,
    )

  const emit = (event: WalletEvent) => {
    for (const listener of listeners) listener(event)
  }

  return {
    kind: 'injected',
    async connect({ wallet }) {
      const { namespace } = wallet
      if (isAlone(namespace)) {
        preloadAddressCheck[namespace]?.().catch(() => undefined)
        return aloneAccountOf({ ...wallet, namespace }, await aloneAccounts(wallet.uuid, namespace, true))
      }
      return accountOf(wallet, await send(wallet.uuid, 'eth_requestAccounts'))
    },
    // The stored wallet first, then every other wallet of the page: one that answers eth_accounts
    // with an account (which never asks the user) has authorized this site, and brings it back.
    async reconnect(stored) {
      const wallets = store.get(walletsAtom)
      const last = stored.type === 'ANNOUNCED' ? stored.rdns : undefined
      const authorized = wallets.map((wallet) => wallet.rdns)
      for (const rdns of planReconnect({ lastConnectorId: last, authorizedConnectorIds: authorized })) {
        const wallet = wallets.find((candidate) => candidate.rdns === rdns)
        if (!wallet) continue
        try {
          const { namespace } = wallet
          const alone = isAlone(namespace)
          const accounts = await (alone
            ? aloneAccounts(wallet.uuid, namespace, false)
            : send(wallet.uuid, 'eth_accounts'))
          if (Array.isArray(accounts) && accounts.length > 0)
            return await (alone
              ? aloneAccountOf({ ...wallet, namespace }, accounts)
              : accountOf(wallet, accounts))
        } catch (error) {
          if (rdns === last) console.error('latch: reconnect failed', error)
        }
      }
      return undefined
    },
    request(method, params, checked) {
      const uuid = store.get(bridgedWalletAtom)
      if (!uuid) return Promise.reject(disconnected())
      if (connectedNamespace() === 'bip122' && paysThroughFrame(method, checked))
        return payBitcoin(uuid, { method, params: checked } as HostBitcoinPayment)
      if (method.startsWith('solana_')) return send(uuid, method, withSolanaContext(params))
      return send(uuid, method, method.startsWith('near_') ? nearContext(params) : params)
    },
    async disconnect() {
      const uuid = store.get(bridgedWalletAtom)
      store.set(bridgedWalletAtom, undefined)
      clearHostAccounts()
      // Not every wallet knows wallet_revokePermissions; the frame forgets the wallet either way.
      if (uuid) await send(uuid, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => null)
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleHostEvent({ uuid, event, data }) {
      if (uuid !== store.get(bridgedWalletAtom)) return
      const namespace = connectedNamespace()
      if (isAlone(namespace)) {
        // Its addresses are the frame's to keep (addressesOf); none left ends the connection. An
        // answer that is not a list says nothing of them and is ignored, as for an EVM wallet.
        if (event === 'accountsChanged' && Array.isArray(data))
          addressesOf(namespace, data).then((found) => {
            if (uuid !== store.get(bridgedWalletAtom)) return
            found.keep()
            if (found.count === 0) emit({ type: 'disconnect' })
          }, console.error)
        if (event === 'disconnect') emit({ type: 'disconnect' })
        return
      }
      if (event === 'accountsChanged' && Array.isArray(data))
        emit({
          type: 'accountsChanged',
          accounts: data.filter((a): a is `0x${string}` => typeof a === 'string'),
        })
      if (event === 'chainChanged' && typeof data === 'string')
        emit({ type: 'chainChanged', chainId: Number.parseInt(data, 16) })
      if (event === 'disconnect') emit({ type: 'disconnect' })
    },
  }
}

// What a Solana wallet answered as its accounts: the well-formed addresses, once each. The checker
// loads with the first Solana wallet, not with the frame.
async function solanaAddresses(accounts: unknown): Promise<string[]> {
  const { isAddress } = await import('@solana/kit')
  const list = Array.isArray(accounts) ? accounts : []
  return [
    ...new Set(
      list.filter((account): account is string => typeof account === 'string' && isAddress(account)),
    ),
  ]
}

// What a NEAR wallet answered as its accounts: the well-formed account ids, once each.
function nearAccountIds(accounts: unknown): string[] {
  const list = Array.isArray(accounts) ? accounts : []
  return [
    ...new Set(
      list.filter(
        (account): account is string => typeof account === 'string' && nearAccountIdPattern.test(account),
      ),
    ),
  ]
}

// What a Bitcoin wallet answered as its accounts: the first well-formed address of each network's
// kind. The checker loads with the first Bitcoin wallet, not with the frame.
async function bitcoinAddresses(accounts: unknown): Promise<HostBitcoinAddresses> {
  const { isBitcoinAddress } = await import('@/networks/isBitcoinAddress')
  const list = Array.isArray(accounts) ? accounts : []
  const networks: readonly Bip84Network[] = ['mainnet', 'testnet', 'regtest']
  return Object.fromEntries(
    networks.flatMap((network) => {
      const address = list.find(
        (account): account is string => typeof account === 'string' && isBitcoinAddress(account, network),
      )
      return address ? [[network, address]] : []
    }),
  )
}

// A payment the frame makes for a Bitcoin wallet of the page, which signs it: a transfer, or a PSBT
// the dapp wants broadcast (`checked`: the params as the method's schema parsed them).
function paysThroughFrame(method: string, checked: unknown): boolean {
  if (method === 'bip122_sendTransfer') return true
  return method === 'bip122_signPsbt' && (checked as { broadcast?: unknown } | undefined)?.broadcast === true
}

/** The connector a host-window wallet is shown and stored as. */
export function hostWalletConnector(wallet: InjectedWalletInfo): ConnectorRef {
  return { id: wallet.rdns, name: wallet.name, type: 'ANNOUNCED', imageUrl: wallet.icon, rdns: wallet.rdns }
}
