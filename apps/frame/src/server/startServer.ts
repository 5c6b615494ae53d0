import { getServerServices } from './api/getServerServices'
import { getCatalogueIndex } from './catalogue/getCatalogueIndex'
import { type SolanaIndexer, startSolanaIndexer } from './history/solana/startSolanaIndexer'
import { type Indexer, startIndexer } from './history/startIndexer'
import { processGlobal } from './internal/processGlobal'
import { startProjects } from './projects/startProjects'

const runningIndexer = processGlobal<Indexer>('latch.indexer')
const runningSolanaIndexer = processGlobal<SolanaIndexer>('latch.solanaIndexer')

/**
 * Everything the server does before its first request: projects (database, seeds, admin endpoint),
 * the wallet catalogue's index, and in local mode the history indexers (the devnets', and the
 * Solana clusters'). Next may run instrumentation more than once in a process, so the indexers are
 * started once per process.
 *
 * @example
 * await startServer()
 */
export async function startServer(): Promise<void> {
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
