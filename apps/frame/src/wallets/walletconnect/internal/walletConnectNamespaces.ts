import { methodsWhere } from '@latch/protocol/methods'
import type {
  WalletConnectBitcoinNetwork,
  WalletConnectNearNetwork,
  WalletConnectNetwork,
  WalletConnectSolanaNetwork,
} from '../WalletConnectConnector'
import { walletConnectMethodName } from './sessionAllows'

/**
 * What the frame asks wallets for: the methods the protocol's table marks for WalletConnect (the
 * signing, sending, EIP-5792 batches and ERC-7715 permissions a wallet answers; never eth_sign).
 */
const walletConnectMethods: readonly string[] = methodsWhere({ walletConnect: true })

/** The Solana methods a wallet answers, as WalletConnect's Solana JSON-RPC names them. */
const solanaMethods: readonly string[] = methodsWhere({ namespace: 'solana' })

/** The Bitcoin methods a wallet answers, as WalletConnect's bip122 JSON-RPC names them (signMessage, …). */
const bitcoinMethods: readonly string[] = methodsWhere({ namespace: 'bip122' }).map(walletConnectMethodName)

/** The NEAR methods a wallet answers, as WalletConnect's near JSON-RPC names them. */
const nearMethods: readonly string[] = methodsWhere({ namespace: 'near' })

/**
 * The namespaces a pairing proposes: every network as an optional eip155 chain (2.25 treats
 * required namespaces as optional anyway), with the methods and events the frame uses, and each
 * network's own RPC URL for the read-only calls that never reach the wallet; beside it, when the
 * host asked for Solana clusters, a solana namespace with its signing methods, and where it asked for
 * Bitcoin or NEAR networks, a bip122 or near namespace with their methods, so that one pairing
 * connects them all
 * (docs/namespaces.md).
 *
 * @example
 * walletConnectNamespaces([{ id: 31337, caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }])
 * // { eip155: { chains: ['eip155:31337'], methods: [...], events: [...], rpcMap: { '31337': 'http://127.0.0.1:8545' } } }
 */
export function walletConnectNamespaces(
  networks: readonly WalletConnectNetwork[],
  solanaNetworks: readonly WalletConnectSolanaNetwork[] = [],
  bitcoinNetworks: readonly WalletConnectBitcoinNetwork[] = [],
  nearNetworks: readonly WalletConnectNearNetwork[] = [],
) {
  return {
    eip155: {
      chains: networks.map((network) => network.caipNetworkId),
      methods: [...walletConnectMethods],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: Object.fromEntries(networks.map((network) => [String(network.id), network.rpcUrl])),
    },
    ...(solanaNetworks.length > 0 && {
      solana: {
        chains: solanaNetworks.map((network) => network.caipNetworkId),
        methods: [...solanaMethods],
        events: [],
        // The provider's generic namespaces look a chain's RPC up by its CAIP-2 id.
        rpcMap: Object.fromEntries(solanaNetworks.map((network) => [network.caipNetworkId, network.rpcUrl])),
      },
    }),
    // No RPC URL: every Bitcoin and NEAR method is the wallet's, and sessionAllows keeps the others
    // from the provider's node fallback.
    ...(bitcoinNetworks.length > 0 && {
      bip122: {
        chains: bitcoinNetworks.map((network) => network.caipNetworkId),
        methods: [...bitcoinMethods],
        events: [],
      },
    }),
    ...(nearNetworks.length > 0 && {
      near: {
        chains: nearNetworks.map((network) => network.caipNetworkId),
        methods: [...nearMethods],
        events: [],
      },
    }),
  }
}
