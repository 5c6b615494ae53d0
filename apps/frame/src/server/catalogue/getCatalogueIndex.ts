import { serverLog } from '@/server/log/serverLog'
import type { Database } from '../db/Database'
import type { CatalogueIndex } from './createCatalogueIndex'
import { ensureCatalogueSeeded } from './ensureCatalogueSeeded'
import {
  catalogueHolder,
  keepNewer,
  loadCatalogue,
  readCatalogueVersion,
} from './internal/catalogueIndexCache'

const log = serverLog('catalogue')

/**
 * The catalogue index of `db`, in memory. The first call seeds an empty catalogue and loads it; later
 * calls answer at once from memory, and at most every `maxAgeMs` start a check of the catalogue
 * version in the background, which reloads the index when another instance changed the table.
 *
 * @example
 * const index = await getCatalogueIndex(services.db)
 * queryCatalogue(index, { page: 1, entries: 40 })
 */
export async function getCatalogueIndex(
  db: Database,
  options: { maxAgeMs?: number } = {},
): Promise<CatalogueIndex> {
  const { maxAgeMs = 10_000 } = options
  const state = catalogueHolder(db)
  if (!state.loaded) {
    state.loading ??= ensureCatalogueSeeded(db)
      .then(() => loadCatalogue(db))
      .finally(() => {
        delete state.loading
      })
    return keepNewer(state, await state.loading).index
  }
  const { loaded } = state
  if (Date.now() - loaded.checkedAt >= maxAgeMs && !state.checking)
    state.checking = reloadIfChanged(db, loaded.version)
      .then((next) => {
        if (next) keepNewer(state, next)
      })
      .catch((error: unknown) => log.error('could not check for changes', { error }))
      .finally(() => {
        loaded.checkedAt = Date.now()
        delete state.checking
      })
  return loaded.index
}

async function reloadIfChanged(db: Database, version: number) {
  return (await readCatalogueVersion(db)) === version ? undefined : loadCatalogue(db)
}
