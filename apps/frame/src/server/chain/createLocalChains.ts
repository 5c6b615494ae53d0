import { createPublicClient, http } from 'viem'
import type { Network } from '@/networks/Network'
import type { Deployments } from './Deployment'
import type { LocalChains } from './LocalChain'

/**
 * A viem client per network, with the network's deployment beside it. Calls within a tick are
 * batched into one JSON-RPC request, and contract reads go through the deployed Multicall3.
 *
 * @example
 * const chains = createLocalChains(knownNetworks, await readDeployments())
 * await chains.get(31337)?.client.getBlockNumber()
 */
export function createLocalChains(networks: readonly Network[], deployments: Deployments): LocalChains {
  return new Map(
    networks.map((network) => {
      const deployment = deployments[String(network.id)]
      const client = createPublicClient({
        chain: {
          id: network.id,
          name: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: { default: { http: [network.rpcUrl] } },
          ...(deployment ? { contracts: { multicall3: { address: deployment.multicall } } } : {}),
        },
        transport: http(network.rpcUrl, { batch: true, timeout: 10_000, retryCount: 1 }),
        batch: { multicall: Boolean(deployment) },
        cacheTime: 1_000,
      })
      return [network.id, { network, client, deployment }]
    }),
  )
}
