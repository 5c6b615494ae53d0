import type { Bip84Network, BitcoinNetwork } from '@/networks/BitcoinNetwork'
import type { ConnectionState } from './connectionReducer'

/** What a host page's Bitcoin wallet shares: its first address of each network's kind it has one of. */
export type HostBitcoinAddresses = Partial<Record<Bip84Network, string>>

/** The connected Bitcoin account: its address, the network it is shown on, and its CAIP-10 id. */
export type BitcoinAccount = { address: string; network: BitcoinNetwork; key: string }

/**
 * The connected Bitcoin account, on the first Bitcoin network the host asked for that the wallet has
 * an address of: the embedded wallet's, whose key gives an address on every Bitcoin network (so the
 * first one asked for: docs/namespaces.md#bitcoin), the one a WalletConnect session holds on that
 * network, or the first address of that network's kind that a host page's Bitcoin wallet shares (a
 * wallet of mainnet alone, on an app of regtest and mainnet, is shown on mainnet). `key` (its
 * CAIP-10 id) names whose state a piece holds. Undefined while nobody is connected, the connected
 * wallet holds no Bitcoin account there, or no Bitcoin network is asked for.
 *
 * @example
 * bitcoinAccountOf({ connection, bitcoinAddresses: embedded?.bitcoinAddresses, walletConnectBitcoinAccounts, hostBitcoinAddresses, bitcoinNetworks })
 * // { address: 'bcrt1q…', network: localBitcoinNetwork, key: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bcrt1q…' }
 */
export function bitcoinAccountOf(state: {
  connection: Pick<ConnectionState, 'status' | 'connector'>
  /** The embedded wallet's. */
  bitcoinAddresses: Record<Bip84Network, string> | undefined
  /** The WalletConnect session's, CAIP-10. */
  walletConnectBitcoinAccounts: readonly string[]
  /** The connected host-page Bitcoin wallet's, the first of each network's kind. */
  hostBitcoinAddresses: HostBitcoinAddresses
  bitcoinNetworks: readonly BitcoinNetwork[]
}): BitcoinAccount | undefined {
  const { connection } = state
  if (connection.status !== 'connected') return undefined
  const type = connection.connector?.type
  const addresses =
    type === 'AUTH' ? state.bitcoinAddresses : type === 'ANNOUNCED' ? state.hostBitcoinAddresses : undefined
  const addressOn = (network: BitcoinNetwork) => {
    if (type !== 'WALLET_CONNECT') return addresses?.[network.bip84]
    const prefix = `${network.caipNetworkId}:`
    return state.walletConnectBitcoinAccounts
      .find((account) => account.startsWith(prefix))
      ?.slice(prefix.length)
  }
  const network = state.bitcoinNetworks.find((candidate) => addressOn(candidate) !== undefined)
  const address = network && addressOn(network)
  return network && address ? { address, network, key: `${network.caipNetworkId}:${address}` } : undefined
}
