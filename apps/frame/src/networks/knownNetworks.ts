import type { Network } from './Network'

/**
 * A local devnet served by the frame's server. The devnets have no public explorer: the frame
 * serves a small one of its own (/explorer).
 *
 * @example
 * devnetNetwork(31337, 'Latch Devnet A', 'http://127.0.0.1:8545')
 */
export const devnetNetwork = (id: number, name: string, rpcUrl: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl,
  listed: true,
  // Each devnet runs a bundler beside its node (packages/localnet), which the RPC proxy reaches.
  smartAccounts: true,
  imageUrl: `/api/public/getAssetImage/${id}`,
  blockExplorer: { name: 'Latch Explorer', url: `/explorer/${id}` },
})

/** The networks this frame knows how to reach; a project picks among them. */
export const knownNetworks: readonly Network[] = [
  devnetNetwork(31337, 'Latch Devnet A', process.env.NEXT_PUBLIC_LATCH_RPC_31337 ?? 'http://127.0.0.1:8545'),
  devnetNetwork(31338, 'Latch Devnet B', process.env.NEXT_PUBLIC_LATCH_RPC_31338 ?? 'http://127.0.0.1:8546'),
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
