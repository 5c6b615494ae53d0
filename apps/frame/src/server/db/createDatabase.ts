import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { Pool } from 'pg'
import { serverLog } from '@/server/log/serverLog'
import type { Database, DatabaseHandle } from './Database'
import { migrate } from './internal/migrate'
import { migrations } from './migrations'

const log = serverLog('db')

type CreateDatabaseOptions =
  /** A Postgres server (`postgres://user:pass@host:port/db`). */
  | { databaseUrl: string; poolSize?: number }
  /**
   * PGlite in this process: kept in `dataDir`, or in memory when it is omitted; started from the
   * data directory tar `loadDataDir` (from PGlite's `dumpDataDir`) instead of an empty one.
   */
  | { dataDir?: string; loadDataDir?: Blob }

/**
 * Opens the database and applies pending migrations before anything can query it.
 *
 * @example
 * const { db, close } = await createDatabase({ dataDir: '.latch/db' })
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = 'databaseUrl' in options ? openPostgres(options) : await openPglite(options)
  try {
    await migrate(handle.db, migrations)
  } catch (error) {
    await handle.close()
    throw error
  }
  return handle
}

function openPostgres({
  databaseUrl,
  poolSize = 10,
}: {
  databaseUrl: string
  poolSize?: number
}): DatabaseHandle {
  // A server that does not answer (a host down, a network split) fails a request in 5 s (answered
  // 503) rather than holding it until the client gives up.
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 })
  // An idle client losing its server (a Postgres restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.error('idle Postgres client failed', { error }))
  return { db: drizzlePostgres(pool) as unknown as Database, kind: 'postgres', close: () => pool.end() }
}

async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string
  loadDataDir?: Blob
}): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  })
  return { db: drizzlePglite(client) as unknown as Database, kind: 'pglite', close: () => client.close() }
}
