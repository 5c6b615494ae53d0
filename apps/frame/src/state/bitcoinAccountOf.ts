import type { Bip84Network, BitcoinNetwork } from '@/networks/BitcoinNetwork'
import type { ConnectionState } from './connectionReducer'

/** The connected Bitcoin account: its address, the network it is shown on, and its CAIP-10 id. */
export type BitcoinAccount = { address: string; network: BitcoinNetwork; key: string }

/**
 * The connected Bitcoin account, on the first Bitcoin network the host asked for: the embedded
 * wallet's, whose key gives an address on every Bitcoin network (docs/namespaces.md#bitcoin). `key`
 * (its CAIP-10 id) names whose state a piece holds. Undefined while nobody is connected, the
 * connected wallet holds no Bitcoin account, or no Bitcoin network is asked for.
 *
 * @example
 * bitcoinAccountOf({ connection, bitcoinAddresses: embedded?.bitcoinAddresses, bitcoinNetworks })
 * // { address: 'bcrt1q…', network: localBitcoinNetwork, key: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bcrt1q…' }
 */
export function bitcoinAccountOf(state: {
  connection: Pick<ConnectionState, 'status' | 'connector'>
  /** The embedded wallet's. */
  bitcoinAddresses: Record<Bip84Network, string> | undefined
  bitcoinNetworks: readonly BitcoinNetwork[]
}): BitcoinAccount | undefined {
  const network = state.bitcoinNetworks[0]
  const { connection } = state
  if (connection.status !== 'connected' || connection.connector?.type !== 'AUTH' || !network) return undefined
  const address = state.bitcoinAddresses?.[network.bip84]
  return address ? { address, network, key: `${network.caipNetworkId}:${address}` } : undefined
}
