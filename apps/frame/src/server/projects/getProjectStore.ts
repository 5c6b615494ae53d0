import { getDatabase } from '@/server/db/getDatabase'
import { processGlobal } from '@/server/internal/processGlobal'
import { type DatabaseProjectStore, databaseProjectStore } from './databaseProjectStore'

const slot = processGlobal<DatabaseProjectStore>('latch.projectStore')

/**
 * The process's project store over the process's database (see getDatabase), opened on first use.
 * One per process, kept on globalThis because Next may load this module more than once (the proxy,
 * the pages and the admin endpoint), and the admin endpoint's invalidate must reach every cache.
 *
 * @example
 * const project = await getProjectStore().get('latch-dev')
 */
export function getProjectStore(): DatabaseProjectStore {
  const existing = slot.get()
  if (existing) return existing
  const store = storeOverProcessDatabase()
  slot.set(store)
  return store
}

function storeOverProcessDatabase(): DatabaseProjectStore {
  let opened: DatabaseProjectStore | undefined
  async function open(): Promise<DatabaseProjectStore> {
    const { db } = await getDatabase()
    opened ??= databaseProjectStore(db)
    return opened
  }
  return {
    get: async (projectId) => (await open()).get(projectId),
    invalidate: (projectId) => opened?.invalidate(projectId),
  }
}
