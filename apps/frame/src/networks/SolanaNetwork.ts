import type { BlockExplorer } from './Network'

/**
 * A Solana cluster the frame can reach: its CAIP-2 id (docs/namespaces.md), its coin, its JSON-RPC
 * and its explorer. The server reads it in local mode; a project lists its id among its networks.
 */
export type SolanaNetwork = {
  caipNetworkId: `solana:${string}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrl: string
  /** Where its addresses and transactions are read. */
  blockExplorer?: BlockExplorer
}
