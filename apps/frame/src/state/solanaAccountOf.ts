import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import type { ConnectionState } from './connectionReducer'

/** The connected Solana account: its address, the cluster it is shown on, and its CAIP-10 id. */
export type SolanaAccount = { address: string; network: SolanaNetwork; key: string }

/**
 * The connected Solana account: the embedded wallet's (the only wallet that connects Solana yet), on
 * the first Solana network the host asked for, with `key` (its CAIP-10 id) naming whose state a piece
 * holds. Undefined while nobody is connected through the embedded wallet, or no Solana network is
 * asked for.
 *
 * @example
 * solanaAccountOf({ connection, solanaAddress: embedded?.solanaAddress, solanaNetworks })
 * // { address: '4AFA…', network: localSolanaNetwork, key: 'solana:localnet:4AFA…' }
 */
export function solanaAccountOf(state: {
  connection: Pick<ConnectionState, 'status' | 'connector'>
  solanaAddress: string | undefined
  solanaNetworks: readonly SolanaNetwork[]
}): SolanaAccount | undefined {
  const { connection, solanaAddress: address } = state
  const network = state.solanaNetworks[0]
  if (connection.status !== 'connected' || connection.connector?.type !== 'AUTH' || !address || !network)
    return undefined
  return { address, network, key: `${network.caipNetworkId}:${address}` }
}
