import type { Rpc, SolanaRpcApi } from '@solana/kit'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import type { SolanaDeployment } from './SolanaDeployment'

/** A Solana cluster the server reads in local mode: its network, an RPC client, and what is made on it. */
export type SolanaCluster = {
  network: SolanaNetwork
  rpc: Rpc<SolanaRpcApi>
  deployment: SolanaDeployment | undefined
}

/** The Solana clusters the server serves, by CAIP-2 id. */
export type SolanaClusters = ReadonlyMap<string, SolanaCluster>
