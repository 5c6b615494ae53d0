import { eq, getTableColumns, sql } from 'drizzle-orm'
import { sanitizeWalletEntry } from '@/catalogue/sanitizeWalletEntry'
import { serverLog } from '@/server/log/serverLog'
import type { Database } from '../db/Database'
import { catalogueState, wallets } from '../db/schema'
import { catalogueHolder, keepNewer, loadCatalogue } from './internal/catalogueIndexCache'
import { toWalletRow } from './internal/walletRows'

const log = serverLog('catalogue')

const rowsPerStatement = 500

// An upsert rewrites every column from the incoming row but the key, and stamps the time itself.
const updateFromIncoming = Object.fromEntries(
  Object.entries(getTableColumns(wallets))
    .filter(([name]) => name !== 'id' && name !== 'updatedAt')
    .map(([name, column]) => [name, sql.raw(`excluded.${column.name}`)]),
)

/**
 * Adds or updates catalogue wallets (a newer registry, mapped with mapRegistryWallet or already in
 * WalletEntry form) in one transaction, each entry cleaned by sanitizeWalletEntry and dropped if
 * unusable. Bumps the catalogue version, so that every instance reloads its index; this one at once.
 *
 * @example
 * await importCatalogue(db, Object.values(registry).map(mapRegistryWallet))
 */
export async function importCatalogue(
  db: Database,
  entries: readonly unknown[],
): Promise<{ imported: number; rejected: number }> {
  const clean = entries.flatMap((raw, order) => sanitizeWalletEntry(raw, order) ?? [])
  // One statement may not update a row twice, so a repeated id keeps its last entry only.
  const rows = [...new Map(clean.map((entry) => [entry.id, toWalletRow(entry)])).values()]
  if (rows.length === 0) return { imported: 0, rejected: entries.length }
  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += rowsPerStatement)
      await tx
        .insert(wallets)
        .values(rows.slice(at, at + rowsPerStatement))
        .onConflictDoUpdate({ target: wallets.id, set: { ...updateFromIncoming, updatedAt: sql`now()` } })
    await tx
      .update(catalogueState)
      .set({ version: sql`${catalogueState.version} + 1` })
      .where(eq(catalogueState.id, 1))
  })
  const state = catalogueHolder(db)
  // The import is done either way; an index that could not reload now does at its next version check.
  if (state.loaded)
    await loadCatalogue(db).then(
      (next) => keepNewer(state, next),
      (error: unknown) => log.error('could not reload after an import', { error }),
    )
  return { imported: rows.length, rejected: entries.length - clean.length }
}
