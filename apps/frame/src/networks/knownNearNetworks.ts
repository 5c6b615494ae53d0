import type { NearNetwork } from './NearNetwork'

const near = { name: 'NEAR', symbol: 'NEAR', decimals: 24 }

/**
 * NEAR's public networks, by the ids CAIP-2 gives them. No NEAR node runs locally (the NEAR sandbox
 * downloads its binary, which cannot be had offline) and the frame reaches no outside host, so it
 * shows accounts on them without reading their balances (docs/namespaces.md#near).
 */
export const knownNearNetworks: readonly NearNetwork[] = [
  { caipNetworkId: 'near:mainnet', name: 'NEAR Mainnet', nativeCurrency: near },
  { caipNetworkId: 'near:testnet', name: 'NEAR Testnet', nativeCurrency: near },
]

/**
 * The known NEAR networks among the requested CAIP-2 ids, in the requested order.
 *
 * @example
 * resolveNearNetworks(['eip155:31337', 'near:testnet']) // [NEAR Testnet]
 */
export function resolveNearNetworks(caipNetworkIds: readonly string[]): NearNetwork[] {
  return caipNetworkIds.flatMap((id) => knownNearNetworks.filter((network) => network.caipNetworkId === id))
}
