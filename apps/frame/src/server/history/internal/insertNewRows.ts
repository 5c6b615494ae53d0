import type { PgTable } from 'drizzle-orm/pg-core'
import type { DatabaseTransaction } from '../../db/Database'

// Rows per INSERT, well under Postgres' 65,535 parameters a statement.
const rowsPerInsert = 500

/**
 * Inserts what an indexer read into `table`, 500 rows an INSERT, leaving out a row whose key is
 * already there (a range read again after a restart or by another instance writes nothing twice).
 *
 * @example
 * await insertNewRows(tx, solanaTransfers, rows)
 */
export async function insertNewRows<Table extends PgTable>(
  tx: DatabaseTransaction,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert)
    await tx
      .insert(table)
      .values(rows.slice(start, start + rowsPerInsert))
      .onConflictDoNothing()
}
