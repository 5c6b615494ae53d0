import type { ProjectStore } from '@/server/projects/ProjectStore'
import type { BitcoinChains } from '../bitcoin/BitcoinChain'
import type { LocalChains } from '../chain/LocalChain'
import type { Database } from '../db/Database'
import type { SolanaClusters } from '../solana/SolanaCluster'
import type { SdkUsageRecorder } from './createSdkUsageRecorder'
import type { ServerMode } from './ServerMode'

/** What a route handler works with; tests build their own over a test database and a throwaway devnet. */
export type ServerServices = {
  db: Database
  projects: ProjectStore
  chains: LocalChains
  /** The Solana clusters read in local mode, by CAIP-2 id. */
  solana: SolanaClusters
  /** The Bitcoin networks read through their Esplora API, by CAIP-2 id. */
  bitcoin: BitcoinChains
  mode: ServerMode
  sdkUsage: SdkUsageRecorder
  /** The clock, so that tests can move time. */
  now(): Date
}
