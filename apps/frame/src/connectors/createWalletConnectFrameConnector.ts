import { type ChainNamespace, errorCodes, ProviderRpcError } from '@latch/protocol'
import type { RpcParams } from '@latch/protocol/rpcParams'
import type { createStore } from 'jotai'
import type { ApiClient } from '@/api/createApiClient'
import type { WalletConnectConfig } from '@/projects/WalletConnectConfig'
import {
  bitcoinNetworksAtom,
  hostConfigAtom,
  hostLinkAtom,
  namespaceAtom,
  nearNetworksAtom,
  networksAtom,
  solanaNetworksAtom,
  walletConnectBitcoinAccountsAtom,
  walletConnectNearAccountsAtom,
  walletConnectSolanaAccountsAtom,
} from '@/state/atoms'
import { connectedBitcoinAccount, connectedNearAccount, frameStorage } from '@/state/selectors'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { createWalletConnectConnector } from '@/wallets/walletconnect/createWalletConnectConnector'
import type {
  WalletConnectAccount,
  WalletConnectConnector,
} from '@/wallets/walletconnect/WalletConnectConnector'
import type { ConnectedWallet, FrameConnector, WalletEvent } from './FrameConnector'
import { payWithConnectedBitcoinWallet } from './internal/hostBitcoin/payWithConnectedBitcoinWallet'

type Store = ReturnType<typeof createStore>

/** A pairing: the catalogue wallet picked (none on the basic view), its URIs, and its abort signal. */
export type WalletConnectConnectArgs = {
  wallet: CatalogueWallet | undefined
  onUri: (uri: string, expiresAt: number) => void
  signal: AbortSignal
}

export type WalletConnectFrameConnector = FrameConnector<WalletConnectConnectArgs> & {
  /** Loads the SDK and reaches the relay ahead of a pairing, so that the QR code does not wait. */
  warm(): void
  destroy(): void
}

/**
 * WalletConnect behind the frame's connector interface. The SDK connector is made on first use,
 * from what the host sent at `init` (its metadata and networks); its session is kept in the frame's
 * storage module under `wcSession`. A wallet whose session approved `signPsbt` but no `sendTransfer`
 * of its own still pays a `bip122_sendTransfer`: the frame makes the transaction, the wallet signs
 * it, the frame broadcasts it, as for a host page's Bitcoin wallet (docs/namespaces.md#walletconnect-bitcoin-accounts).
 *
 * @example
 * const walletConnect = createWalletConnectFrameConnector({ store, config, frameApi: api })
 * await walletConnect.connect({ wallet, onUri: showQr, signal })
 */
export function createWalletConnectFrameConnector(deps: {
  store: Store
  config: WalletConnectConfig
  /** The frame's server, which reads the Bitcoin chain for a payment the wallet only signs. */
  frameApi: ApiClient
  /** Tests pass a connector of their own making. */
  create?: typeof createWalletConnectConnector | undefined
}): WalletConnectFrameConnector {
  const { store, config } = deps
  const listeners = new Set<(event: WalletEvent) => void>()
  let sdk: WalletConnectConnector | undefined

  function connector(): WalletConnectConnector {
    if (sdk) return sdk
    const metadata = store.get(hostConfigAtom).metadata
    const hostUrl = store.get(hostLinkAtom)?.origin ?? 'http://localhost'
    const storage = () => frameStorage(store)
    sdk = (deps.create ?? createWalletConnectConnector)({
      relayUrl: config.relayUrl,
      projectId: config.projectId,
      local: config.local,
      metadata: {
        name: metadata?.name ?? new URL(hostUrl).host,
        description: metadata?.description ?? '',
        url: metadata?.url ?? hostUrl,
        icons: metadata?.icons ?? [],
      },
      networks: store
        .get(networksAtom)
        .map(({ id, caipNetworkId, rpcUrl }) => ({ id, caipNetworkId, rpcUrl })),
      solanaNetworks: store
        .get(solanaNetworksAtom)
        .map(({ caipNetworkId, rpcUrl }) => ({ caipNetworkId, rpcUrl })),
      bitcoinNetworks: store
        .get(bitcoinNetworksAtom)
        .map(({ caipNetworkId, bip84 }) => ({ caipNetworkId, bip84 })),
      nearNetworks: store.get(nearNetworksAtom).map(({ caipNetworkId }) => ({ caipNetworkId })),
      storage: {
        get: () => storage().get('wcSession'),
        set: (value) => storage().set('wcSession', value),
        remove: () => storage().remove('wcSession'),
      },
    })
    sdk.onEvent((event) => {
      // The Solana, Bitcoin and NEAR accounts are the frame's to keep (solanaAccountOf,
      // bitcoinAccountOf and nearAccountOf read them), not a wallet event.
      if (event.type === 'solanaAccountsChanged') store.set(walletConnectSolanaAccountsAtom, event.accounts)
      else if (event.type === 'bitcoinAccountsChanged')
        store.set(walletConnectBitcoinAccountsAtom, event.accounts)
      else if (event.type === 'nearAccountsChanged') store.set(walletConnectNearAccountsAtom, event.accounts)
      else for (const listener of listeners) listener(event)
    })
    return sdk
  }

  // Kept before the connection is reported, so that the state the host then gets has them.
  const connectedWallet = (account: WalletConnectAccount, wallet: CatalogueWallet | undefined) => {
    store.set(walletConnectSolanaAccountsAtom, account.solanaAccounts ?? [])
    store.set(walletConnectBitcoinAccountsAtom, account.bitcoinAccounts ?? [])
    store.set(walletConnectNearAccountsAtom, account.nearAccounts ?? [])
    return connectedWalletOf(account, wallet, store.get(namespaceAtom).active)
  }

  return {
    kind: 'walletconnect',
    async connect({ wallet, onUri, signal }) {
      return connectedWallet(await connector().connect({ onUri, signal }), wallet)
    },
    async reconnect() {
      const account = await connector().restore()
      return account && connectedWallet(account, undefined)
    },
    request(method, params, checked) {
      const session = sdk
      if (!session)
        return Promise.reject(
          new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.'),
        )
      // A Solana, Bitcoin or NEAR method goes to the network the visitor is on (Networks puts it first).
      const chains = {
        solana: store.get(solanaNetworksAtom)[0]?.caipNetworkId,
        bip122: connectedBitcoinAccount(store)?.network.caipNetworkId,
        near: connectedNearAccount(store)?.network.caipNetworkId,
      }
      const asked = session.request(method, params, chains)
      if (method !== 'bip122_sendTransfer') return asked
      // 4200: the session has no transfer of the wallet's (or the wallet has none); it still signs.
      return asked.catch((error: unknown) => {
        if (!(error instanceof ProviderRpcError) || error.code !== errorCodes.unsupportedMethod) throw error
        return payWithConnectedBitcoinWallet(
          {
            store,
            frameApi: deps.frameApi,
            request: (name, signed) => session.request(name, signed, chains),
          },
          { method, params: checked as RpcParams<'bip122_sendTransfer'> },
        )
      })
    },
    async disconnect() {
      store.set(walletConnectSolanaAccountsAtom, [])
      store.set(walletConnectBitcoinAccountsAtom, [])
      store.set(walletConnectNearAccountsAtom, [])
      await sdk?.disconnect()
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    warm() {
      connector()
        .restore()
        .catch((error: unknown) => console.error('latch:', error))
    },
    destroy() {
      sdk?.destroy()
    },
  }
}

// The catalogue's name and image when the user picked the wallet there; the wallet's own otherwise
// (a restored session, the basic view), and only an http(s) icon of it. A session with no EVM
// account connects its other namespaces alone: the active one where it holds an account of it,
// else the first it holds one of.
function connectedWalletOf(
  account: WalletConnectAccount,
  wallet: CatalogueWallet | undefined,
  active: ChainNamespace,
): ConnectedWallet {
  const imageUrl = wallet?.image_url ?? account.peer.icons.find((icon) => /^https?:\/\//.test(icon))
  const connector = {
    id: 'walletConnect',
    name: wallet?.name ?? account.peer.name,
    type: 'WALLET_CONNECT' as const,
    ...(imageUrl ? { imageUrl } : {}),
  }
  if (account.address !== undefined) return { connector, address: account.address, chainId: account.chainId }
  const held = (
    [
      ['solana', account.solanaAccounts],
      ['bip122', account.bitcoinAccounts],
      ['near', account.nearAccounts],
    ] as const
  ).flatMap(([namespace, accounts]) => (accounts?.length ? [namespace] : []))
  return { connector, namespace: held.find((namespace) => namespace === active) ?? held[0] ?? 'solana' }
}
