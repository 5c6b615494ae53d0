import { sql } from 'drizzle-orm'
import type { Database, DatabaseTransaction } from '../Database'

/** A database's tables and their rows at one moment, to put it back to later. */
export type TableSnapshot = {
  /** Puts every table back as it was: its rows (identities restarted), and drops tables made since. */
  restore(): Promise<void>
}

/**
 * Takes what `restore` needs to make `db`'s public tables what they hold now. For a database that
 * test files take turns on (createTestDatabase): restored, it answers every query as a freshly
 * migrated one does, with none of the last file's rows.
 *
 * @example
 * const snapshot = await takeTableSnapshot(handle.db)
 * await snapshot.restore()
 */
export async function takeTableSnapshot(db: Database): Promise<TableSnapshot> {
  const tables = await publicTables(db)
  const contents = new Map<string, string>()
  for (const table of tables) {
    const { rows } = await db.execute<{ rows: string | null }>(
      sql`select json_agg(t)::text as rows from ${sql.identifier(table)} t`,
    )
    const json = rows[0]?.rows
    if (json) contents.set(table, json)
  }
  return {
    restore: () =>
      db.transaction(async (tx) => {
        const made = (await publicTables(tx)).filter((table) => !tables.includes(table))
        for (const table of made) await tx.execute(sql`drop table if exists ${sql.identifier(table)} cascade`)
        await tx.execute(
          sql`truncate table ${sql.join(
            tables.map((table) => sql.identifier(table)),
            sql`, `,
          )} restart identity cascade`,
        )
        for (const [table, json] of contents)
          await tx.execute(
            sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
          )
      }),
  }
}

async function publicTables(db: Database | DatabaseTransaction): Promise<string[]> {
  const { rows } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )
  return rows.map((row) => row.tablename)
}
