import type { Address } from 'viem'
import { mainnet, sepolia } from 'viem/chains'

// The networks with an ENS registry, by chain id: viem's chain definitions carry its universal
// resolver. The devnets have none, so their names resolve only through Latch's name service.
const resolvers = new Map<number, Address>(
  [mainnet, sepolia].map((chain) => [chain.id, chain.contracts.ensUniversalResolver.address]),
)

/**
 * The ENS universal resolver of a chain, or undefined when the chain has no ENS registry.
 *
 * @example
 * ensUniversalResolverOf(31337) // undefined
 */
export function ensUniversalResolverOf(chainId: number): Address | undefined {
  return resolvers.get(chainId)
}
