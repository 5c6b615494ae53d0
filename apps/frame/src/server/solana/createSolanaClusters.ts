import { createSolanaRpc } from '@solana/kit'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import type { SolanaClusters } from './SolanaCluster'
import type { SolanaDeployments } from './SolanaDeployment'

/**
 * An RPC client per Solana network, with the network's deployment beside it.
 *
 * @example
 * const clusters = createSolanaClusters(knownSolanaNetworks, await readSolanaDeployments())
 * await clusters.get('solana:localnet')?.rpc.getSlot().send()
 */
export function createSolanaClusters(
  networks: readonly SolanaNetwork[],
  deployments: SolanaDeployments,
): SolanaClusters {
  return new Map(
    networks.map((network) => [
      network.caipNetworkId,
      { network, rpc: createSolanaRpc(network.rpcUrl), deployment: deployments[network.caipNetworkId] },
    ]),
  )
}
