/**
 * A Solana cluster the frame can reach: its CAIP-2 id (docs/namespaces.md), its coin and its
 * JSON-RPC. The server reads it in local mode; a project lists its id among its networks.
 */
export type SolanaNetwork = {
  caipNetworkId: `solana:${string}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrl: string
}
