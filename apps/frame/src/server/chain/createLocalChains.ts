import { createPublicClient, http } from 'viem'
import type { Network } from '@/networks/Network'
import type { Deployments } from './Deployment'
import type { LocalChains } from './LocalChain'

/**
 * A viem client per network, with the network's deployment beside it. Calls within a tick are
 * batched into one JSON-RPC request, and contract reads go through the deployed Multicall3. The
 * clients send with the `fetch` there is when they are made: Next replaces the process's `fetch`
 * once it renders a page, with one that traces and may cache each call (a few per cent of an
 * instance's time under load, docs/benchmarks.md), which a devnet's JSON-RPC needs neither of; the
 * frame's server makes them before its first request.
 *
 * @example
 * const chains = createLocalChains(knownNetworks, await readDeployments())
 * await chains.get(31337)?.client.getBlockNumber()
 */
export function createLocalChains(networks: readonly Network[], deployments: Deployments): LocalChains {
  const fetchFn = globalThis.fetch
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
        transport: http(network.rpcUrl, { batch: true, timeout: 10_000, retryCount: 1, fetchFn }),
        batch: { multicall: Boolean(deployment) },
        cacheTime: 1_000,
      })
      return [network.id, { network, client, deployment }]
    }),
  )
}
