import { getServerServices } from './api/getServerServices'
import { getCatalogueIndex } from './catalogue/getCatalogueIndex'
import { type SolanaIndexer, startSolanaIndexer } from './history/solana/startSolanaIndexer'
import { type Indexer, startIndexer } from './history/startIndexer'
import { onceInProcess, processGlobal } from './internal/processGlobal'
import { startProjects } from './projects/startProjects'

const runningIndexer = processGlobal<Indexer>('latch.indexer')
const runningSolanaIndexer = processGlobal<SolanaIndexer>('latch.solanaIndexer')

/**
 * Everything the server does before its first request: projects (database, seeds, admin endpoint),
 * the wallet catalogue's index, and in local mode the history indexers (the devnets', and the
 * Solana clusters'). Once per process: the frame's server starts it from the API's bundle before it
 * listens, and Next's instrumentation, which may run more than once, from its own copy; every caller
 * after the first awaits the same start.
 *
 * @example
 * await startServer()
 */
export function startServer(): Promise<void> {
  return onceInProcess('latch.serverStart', start)
}

async function start(): Promise<void> {
  await startProjects()
  const services = await getServerServices()
  await getCatalogueIndex(services.db)
  if (services.mode.kind !== 'local') return
  if (runningIndexer.get()) return
  const indexer = startIndexer({ db: services.db, chains: services.chains })
  runningIndexer.set(indexer)
  const solanaIndexer = startSolanaIndexer({ db: services.db, clusters: services.solana })
  runningSolanaIndexer.set(solanaIndexer)
  process.once('SIGTERM', () => {
    void Promise.all([indexer.stop(), solanaIndexer.stop(), services.sdkUsage.stop()])
  })
}
