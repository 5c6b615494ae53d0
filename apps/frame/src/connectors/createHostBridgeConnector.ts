import { errorCodes, type InjectedWalletInfo, type PayloadOf, ProviderRpcError } from '@latch/protocol'
import type { createStore } from 'jotai'
import type { HostLink } from '@/embed/hostLink'
import { bridgedWalletAtom, hostSolanaAccountsAtom, solanaNetworksAtom, walletsAtom } from '@/state/atoms'
import type { ConnectorRef } from '@/state/connectionReducer'
import { planReconnect } from '@/state/planReconnect'
import type { ConnectedWallet, FrameConnector, WalletEvent } from './FrameConnector'

type Store = ReturnType<typeof createStore>

/** The host bridge connects to the wallet the user picked among those the host page announced. */
export type HostBridgeConnectArgs = { wallet: InjectedWalletInfo }

export type HostBridgeConnector = FrameConnector<HostBridgeConnectArgs> & {
  /** An event the SDK forwarded from a host-window wallet; only the connected wallet's count. */
  handleHostEvent(payload: PayloadOf<'injected.event'>): void
}

const disconnected = () =>
  new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.')

/**
 * The wallets of the host window (EIP-6963 announcements, `window.ethereum`, and Wallet Standard
 * Solana wallets, which the SDK announces with `namespace: 'solana'`): a cross-origin frame cannot
 * reach them, so every request goes to the SDK as `injected.request` and the SDK runs it on the
 * wallet's provider. Which wallet is connected lives in `bridgedWalletAtom`; a Solana wallet's
 * addresses in `hostSolanaAccountsAtom` (docs/namespaces.md#host-page-solana-wallets).
 *
 * @example
 * const bridge = createHostBridgeConnector({ store, link: () => store.get(hostLinkAtom) })
 * const { address } = await bridge.connect({ wallet })
 */
export function createHostBridgeConnector(deps: {
  store: Store
  link: () => HostLink | undefined
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
    store.set(hostSolanaAccountsAtom, [])
    return { connector: hostWalletConnector(wallet), address: address as `0x${string}`, chainId }
  }

  // A Solana wallet connects Solana alone: the connection has no EVM account (ConnectedWallet).
  async function solanaAccountOf(wallet: InjectedWalletInfo, accounts: unknown): Promise<ConnectedWallet> {
    const addresses = await solanaAddresses(accounts)
    if (addresses.length === 0)
      throw new ProviderRpcError(errorCodes.internal, 'The wallet returned no account.')
    store.set(bridgedWalletAtom, wallet.uuid)
    store.set(hostSolanaAccountsAtom, addresses)
    return { connector: hostWalletConnector(wallet) }
  }

  const connectedIsSolana = () =>
    store.get(walletsAtom).find((wallet) => wallet.uuid === store.get(bridgedWalletAtom))?.namespace ===
    'solana'

  // The wallet signs as the account in use, on the cluster the visitor is on: the SDK's adapter
  // needs both to pick the Wallet Standard account and chain (a host's params may name the account).
  function withSolanaContext(params: unknown): unknown {
    const [pubkey] = store.get(hostSolanaAccountsAtom)
    const chain = store.get(solanaNetworksAtom)[0]?.caipNetworkId
    return { pubkey, ...(params as object), chain }
  }

  const emit = (event: WalletEvent) => {
    for (const listener of listeners) listener(event)
  }

  return {
    kind: 'injected',
    async connect({ wallet }) {
      if (wallet.namespace === 'solana') {
        // The address check loads while the wallet asks its user, not after.
        import('@solana/kit').catch(() => undefined)
        return solanaAccountOf(wallet, await send(wallet.uuid, 'solana_requestAccounts'))
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
          const solana = wallet.namespace === 'solana'
          const accounts = await send(wallet.uuid, solana ? 'solana_accounts' : 'eth_accounts')
          if (Array.isArray(accounts) && accounts.length > 0)
            return await (solana ? solanaAccountOf(wallet, accounts) : accountOf(wallet, accounts))
        } catch (error) {
          if (rdns === last) console.error('latch: reconnect failed', error)
        }
      }
      return undefined
    },
    request(method, params) {
      const uuid = store.get(bridgedWalletAtom)
      if (!uuid) return Promise.reject(disconnected())
      return send(uuid, method, method.startsWith('solana_') ? withSolanaContext(params) : params)
    },
    async disconnect() {
      const uuid = store.get(bridgedWalletAtom)
      store.set(bridgedWalletAtom, undefined)
      store.set(hostSolanaAccountsAtom, [])
      // Not every wallet knows wallet_revokePermissions; the frame forgets the wallet either way.
      if (uuid) await send(uuid, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => null)
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleHostEvent({ uuid, event, data }) {
      if (uuid !== store.get(bridgedWalletAtom)) return
      if (connectedIsSolana()) {
        // Its addresses are the frame's to keep (solanaAccountOf); none left ends the connection. An
        // answer that is not a list says nothing of them and is ignored, as for an EVM wallet.
        if (event === 'accountsChanged' && Array.isArray(data))
          solanaAddresses(data).then((addresses) => {
            if (uuid !== store.get(bridgedWalletAtom)) return
            store.set(hostSolanaAccountsAtom, addresses)
            if (addresses.length === 0) emit({ type: 'disconnect' })
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

/** The connector a host-window wallet is shown and stored as. */
export function hostWalletConnector(wallet: InjectedWalletInfo): ConnectorRef {
  return { id: wallet.rdns, name: wallet.name, type: 'ANNOUNCED', imageUrl: wallet.icon, rdns: wallet.rdns }
}
