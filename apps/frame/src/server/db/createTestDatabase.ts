import { randomBytes } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { Client } from 'pg'
import { createDatabase } from './createDatabase'
import type { Database, DatabaseHandle } from './Database'
import { migratedPgliteTemplate } from './internal/migratedPgliteTemplate'
import { type TableSnapshot, takeTableSnapshot } from './internal/tableSnapshot'
import { migrations } from './migrations'

/** A PGlite database this process has opened and no test file holds now, with its fresh tables. */
let spare: { handle: DatabaseHandle; fresh: TableSnapshot } | undefined

/**
 * A fresh, migrated database for one test file: PGlite in memory, started from a migrated template
 * (made once, see `migratedPgliteTemplate`) and migrated again, which finds nothing to do; or, when
 * `LATCH_TEST_DATABASE_URL` names a Postgres server (as `.ci/run` does), a new database on it that
 * `close` drops again.
 *
 * Test files that share a process (docs/testing.md) take turns on one PGlite: `close` keeps it, and
 * the next file gets it back with its tables as the migrations left them (every row of the last
 * file gone, identities restarted, tables it made dropped), in milliseconds where opening another
 * takes over a second. Each turn has a Drizzle object of its own, so that nothing the server keys on
 * a database (its catalogue index) carries over, and one that refuses queries once closed, as a
 * closed PGlite does, so that work a file left running cannot write into the next file's turn. A
 * file that holds two at once gets a second of its own.
 *
 * @example
 * let handle: DatabaseHandle
 * beforeAll(async () => { handle = await createTestDatabase() })
 * afterAll(() => handle.close())
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.LATCH_TEST_DATABASE_URL
  if (!serverUrl) return takeTurnOnPglite()
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

async function takeTurnOnPglite(): Promise<DatabaseHandle> {
  let turn = spare
  spare = undefined
  if (turn) await turn.fresh.restore()
  else {
    const handle = await createDatabase({ loadDataDir: await migratedPgliteTemplate(migrations) })
    turn = { handle, fresh: await takeTableSnapshot(handle.db) }
  }
  const held = turn
  let closed = false
  return {
    db: drizzle(
      closedAfterTurn((held.handle.db as unknown as { $client: PGlite }).$client, () => closed),
    ) as unknown as Database,
    kind: held.handle.kind,
    async close() {
      if (closed) return
      closed = true
      if (spare) await held.handle.close()
      else spare = held
    },
  }
}

/** `client` for one turn: its methods throw, as a closed PGlite's do, once `ended()`. */
function closedAfterTurn(client: PGlite, ended: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (ended()) throw new Error('PGlite is closed')
        return value.apply(target, args)
      }
    },
  })
}
