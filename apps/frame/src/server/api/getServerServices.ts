import { knownBitcoinNetworks } from '@/networks/knownBitcoinNetworks'
import { knownNetworks } from '@/networks/knownNetworks'
import { knownSolanaNetworks } from '@/networks/knownSolanaNetworks'
import { getProjectStore } from '@/server/projects/getProjectStore'
import { createBitcoinChains } from '../bitcoin/createBitcoinChains'
import { createLocalChains } from '../chain/createLocalChains'
import { readDeployments, readSolanaDeployments } from '../chain/readDeployments'
import { getDatabase } from '../db/getDatabase'
import { onceInProcess } from '../internal/processGlobal'
import { createSolanaClusters } from '../solana/createSolanaClusters'
import { createSdkUsageRecorder } from './createSdkUsageRecorder'
import { serverModeFromEnv } from './ServerMode'
import type { ServerServices } from './ServerServices'

/**
 * The process's services, made on first use from the environment (see getDatabase, readDeployments, readSolanaDeployments,
 * serverModeFromEnv). A failure is not kept, so the next request tries again.
 *
 * @example
 * const { db, chains } = await getServerServices()
 */
export function getServerServices(): Promise<ServerServices> {
  return onceInProcess('latch.serverServices', build)
}

async function build(): Promise<ServerServices> {
  const mode = serverModeFromEnv()
  const [{ db }, deployments, solanaDeployments] = await Promise.all([
    getDatabase(),
    readDeployments(),
    readSolanaDeployments(),
  ])
  return {
    db,
    projects: getProjectStore(),
    chains: createLocalChains(knownNetworks, deployments),
    solana: createSolanaClusters(knownSolanaNetworks, solanaDeployments),
    bitcoin: createBitcoinChains(knownBitcoinNetworks, process.env),
    mode,
    sdkUsage: createSdkUsageRecorder(db),
    now: () => new Date(),
  }
}
