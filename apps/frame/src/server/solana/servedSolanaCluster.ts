import type { ApiContext } from '../api/ApiRoute'
import type { SolanaCluster } from './SolanaCluster'

/**
 * The Solana cluster behind a CAIP-2 id when the server can answer for it on this project's behalf,
 * as servedChain finds an EVM chain: one of the project's networks that the server reads.
 *
 * @example
 * servedSolanaCluster(context, 'solana:localnet')?.rpc.getSlot().send()
 */
export function servedSolanaCluster(
  context: Pick<ApiContext, 'project' | 'solana'>,
  caipNetworkId: string,
): SolanaCluster | undefined {
  if (!context.project.networks.includes(caipNetworkId)) return undefined
  return context.solana.get(caipNetworkId)
}
