import { knownNetworks } from '@/networks/knownNetworks'
import { createLocalChains } from '../chain/createLocalChains'
import { readDeployments } from '../chain/readDeployments'
import { getDatabase } from '../db/getDatabase'
import { getProjectStore } from '../projects/projectStore'
import { createSdkUsageRecorder } from './createSdkUsageRecorder'
import { serverModeFromEnv } from './ServerMode'
import type { ServerServices } from './ServerServices'

const key = Symbol.for('latch.serverServices')
type Holder = { [key]?: Promise<ServerServices> }

/**
 * The process's services, made on first use from the environment (see getDatabase, readDeployments,
 * serverModeFromEnv). A failure is not kept, so the next request tries again.
 *
 * @example
 * const { db, chains } = await getServerServices()
 */
export function getServerServices(): Promise<ServerServices> {
  const holder = globalThis as Holder
  holder[key] ??= build().catch((error: unknown) => {
    delete holder[key]
    throw error
  })
  return holder[key]
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
