/**
 * A NEAR network the frame can show an account on: its CAIP-2 id (`near:mainnet`, `near:testnet`,
 * docs/namespaces.md#near) and its coin. The frame reads no NEAR node yet.
 */
export type NearNetwork = {
  caipNetworkId: `near:${string}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}
