import type { Network } from './Network'

/** The networks this frame knows how to reach; a project picks among them. */
export const knownNetworks: readonly Network[] = [
  {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    name: 'Latch Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: process.env.NEXT_PUBLIC_LATCH_RPC_31337 ?? 'http://127.0.0.1:8545',
  },
  {
    id: 31338,
    caipNetworkId: 'eip155:31338',
    name: 'Latch Devnet B',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: process.env.NEXT_PUBLIC_LATCH_RPC_31338 ?? 'http://127.0.0.1:8546',
  },
]

/**
 * The known networks among the requested CAIP-2 ids, in the requested order.
 *
 * @example
 * resolveNetworks(['eip155:31338']) // [Latch Devnet B]
 */
export function resolveNetworks(caipNetworkIds: readonly string[]): Network[] {
  return caipNetworkIds.flatMap((id) => knownNetworks.filter((network) => network.caipNetworkId === id))
}
