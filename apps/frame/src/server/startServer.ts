import { getServerServices } from './api/getServerServices'
import { getCatalogueIndex } from './catalogue/getCatalogueIndex'
import { type Indexer, startIndexer } from './history/startIndexer'
import { startProjects } from './projects/startProjects'

const key = Symbol.for('latch.indexer')
type Holder = { [key]?: Indexer }

/**
 * Everything the server does before its first request: projects (database, seeds, admin endpoint),
 * the wallet catalogue's index, and in local mode the history indexer. Next may run instrumentation
 * more than once in a process, so the indexer is kept on globalThis and started once.
 *
 * @example
 * await startServer()
 */
export async function startServer(): Promise<void> {
  await startProjects()
  const services = await getServerServices()
  await getCatalogueIndex(services.db)
  if (services.mode.kind !== 'local') return
  const holder = globalThis as Holder
  if (holder[key]) return
  const indexer = startIndexer({ db: services.db, chains: services.chains })
  holder[key] = indexer
  process.once('SIGTERM', () => {
    void Promise.all([indexer.stop(), services.sdkUsage.stop()])
  })
}
