/** A network the frame can put a wallet on (the subset of SPEC.md §3's Network the frame uses). */
export type Network = {
  id: number
  caipNetworkId: `eip155:${number}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrl: string
}
