import { asc } from 'drizzle-orm'
import type { Database } from '../../db/Database'
import { catalogueState, wallets } from '../../db/schema'
import { type CatalogueIndex, createCatalogueIndex } from '../createCatalogueIndex'
import { fromWalletRow } from './walletRows'

/** One database's index as last loaded, the `catalogue_state` version it reflects, and when that was checked. */
type LoadedCatalogue = { index: CatalogueIndex; version: number; checkedAt: number }

type CatalogueHolder = {
  loaded?: LoadedCatalogue
  loading?: Promise<LoadedCatalogue>
  checking?: Promise<void>
}

const key = Symbol.for('latch.catalogueIndexes')
type Holder = { [key]?: WeakMap<Database, CatalogueHolder> }

/** The index state of `db`, kept on globalThis because Next may load this module more than once in one process. */
export function catalogueHolder(db: Database): CatalogueHolder {
  const holder = globalThis as Holder
  holder[key] ??= new WeakMap()
  let state = holder[key].get(db)
  if (!state) {
    state = {}
    holder[key].set(db, state)
  }
  return state
}

export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueState.version }).from(catalogueState)
  return row?.version ?? 0
}

/** Reads the table into a fresh index. The version is read first, so a change racing the read shows as newer. */
export async function loadCatalogue(db: Database): Promise<LoadedCatalogue> {
  const version = await readCatalogueVersion(db)
  const rows = await db.select().from(wallets).orderBy(asc(wallets.sortOrder), asc(wallets.id))
  return { index: createCatalogueIndex(rows.map(fromWalletRow)), version, checkedAt: Date.now() }
}

/** Keeps the newer of two loads, whichever finished last. */
export function keepNewer(state: CatalogueHolder, next: LoadedCatalogue): LoadedCatalogue {
  if (!state.loaded || next.version >= state.loaded.version) state.loaded = next
  return state.loaded
}
