/** The contracts the frame knows per chain (the devnets' AMM and tokens), to decode what a request does. */
export type KnownContracts = {
  chainId: number
  routers: `0x${string}`[]
  tokens: { address: `0x${string}`; symbol: string; decimals: number }[]
}
