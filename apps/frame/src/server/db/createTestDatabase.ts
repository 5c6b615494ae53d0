import { randomBytes } from 'node:crypto'
import { Client } from 'pg'
import { createDatabase } from './createDatabase'
import type { DatabaseHandle } from './Database'
import { migratedPgliteTemplate } from './internal/migratedPgliteTemplate'
import { migrations } from './migrations'

/**
 * A fresh, migrated database for one test file: PGlite in memory, started from a migrated template
 * (made once, see `migratedPgliteTemplate`) and migrated again, which finds nothing to do; or, when
 * `LATCH_TEST_DATABASE_URL` names a Postgres server (as `.ci/run` does), a new database on it that
 * `close` drops again.
 *
 * @example
 * let handle: DatabaseHandle
 * beforeAll(async () => { handle = await createTestDatabase() })
 * afterAll(() => handle.close())
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.LATCH_TEST_DATABASE_URL
  if (!serverUrl) return createDatabase({ loadDataDir: await migratedPgliteTemplate(migrations) })
  const name = `latch_test_${randomBytes(6).toString('hex')}`
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 5 })
  return {
    ...handle,
    async close() {
      await handle.close()
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`))
    },
  }
}

async function withAdmin(serverUrl: string, run: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await run(admin)
  } finally {
    await admin.end()
  }
}
