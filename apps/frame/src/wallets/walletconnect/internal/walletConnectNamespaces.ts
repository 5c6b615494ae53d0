import { methodsWhere } from '@latch/protocol/methods'
import type { WalletConnectNetwork } from '../WalletConnectConnector'

/**
 * What the frame asks wallets for: the methods the protocol's table marks for WalletConnect (the
 * signing, sending, EIP-5792 batches and ERC-7715 permissions a wallet answers; never eth_sign).
 */
const walletConnectMethods: readonly string[] = methodsWhere({ walletConnect: true })

/**
 * The namespaces a pairing proposes: every network as an optional eip155 chain (2.25 treats
 * required namespaces as optional anyway), with the methods and events the frame uses, and each
 * network's own RPC URL for the read-only calls that never reach the wallet.
 *
 * @example
 * walletConnectNamespaces([{ id: 31337, caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }])
 * // { eip155: { chains: ['eip155:31337'], methods: [...], events: [...], rpcMap: { '31337': 'http://127.0.0.1:8545' } } }
 */
export function walletConnectNamespaces(networks: readonly WalletConnectNetwork[]) {
  return {
    eip155: {
      chains: networks.map((network) => network.caipNetworkId),
      methods: [...walletConnectMethods],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: Object.fromEntries(networks.map((network) => [String(network.id), network.rpcUrl])),
    },
  }
}
