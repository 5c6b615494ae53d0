import type { Assume } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

type Rows<Row> = { rows: Row[] }

/** What `execute` answers on both drivers: PGlite's Results and node-postgres' QueryResult both carry `rows`. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: Rows<Assume<this['row'], Record<string, unknown>>>
}

/**
 * The data layer as the server code sees it: a Drizzle database over PGlite or node-postgres, the
 * same query builder either way.
 */
export type Database = PgDatabase<RowsQueryResultHKT>

/** The database inside `db.transaction(...)`, where one query's effects are the others'. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** A database and what it runs on; `close` ends its connections (PGlite: flushes and closes). */
export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}
