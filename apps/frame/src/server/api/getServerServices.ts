import { knownNetworks } from '@/networks/knownNetworks'
import { getProjectStore } from '@/server/projects/getProjectStore'
import { createLocalChains } from '../chain/createLocalChains'
import { readDeployments } from '../chain/readDeployments'
import { getDatabase } from '../db/getDatabase'
import { onceInProcess } from '../internal/processGlobal'
import { createSdkUsageRecorder } from './createSdkUsageRecorder'
import { serverModeFromEnv } from './ServerMode'
import type { ServerServices } from './ServerServices'

/**
 * The process's services, made on first use from the environment (see getDatabase, readDeployments,
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
  const [{ db }, deployments] = await Promise.all([getDatabase(), readDeployments()])
  return {
    db,
    projects: getProjectStore(),
    chains: createLocalChains(knownNetworks, deployments),
    mode,
    sdkUsage: createSdkUsageRecorder(db),
    now: () => new Date(),
  }
}
