import type { SolanaCluster } from '../../solana/SolanaCluster'
import type { ExplorerChainInfo } from '../ExplorerChainInfo'

/**
 * The page's view of a served Solana cluster.
 *
 * @example
 * solanaExplorerChain(cluster) // { id: 'solana:localnet', name: 'Latch Solana Localnet', nativeSymbol: 'SOL' }
 */
export function solanaExplorerChain(cluster: SolanaCluster): ExplorerChainInfo {
  const { network } = cluster
  return { id: network.caipNetworkId, name: network.name, nativeSymbol: network.nativeCurrency.symbol }
}
