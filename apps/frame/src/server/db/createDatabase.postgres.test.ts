import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Client } from 'pg'
import { describe, expect, it } from 'vitest'
import { createDatabase } from './createDatabase'
import { migrations } from './migrations'

const serverUrl = process.env.LATCH_TEST_DATABASE_URL

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

// Two instances starting together on one Postgres is what the migration lock is for; PGlite has one
// client per database, so this runs where .ci/run gives the tests a Postgres server.
describe.skipIf(!serverUrl)('createDatabase on Postgres', () => {
  it('lets instances that start at once migrate the same fresh database, each migration once', async () => {
    if (!serverUrl) return
    const name = `latch_test_${randomBytes(6).toString('hex')}`
    await admin(serverUrl, `create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    try {
      const handles = await Promise.all(
        Array.from({ length: 3 }, () => createDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
      )
      try {
        const applied = await handles[0]?.db.execute<{ id: string }>(
          sql`select id from schema_migrations order by id`,
        )
        expect(applied?.rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id))
      } finally {
        await Promise.all(handles.map((handle) => handle.close()))
      }
    } finally {
      await admin(serverUrl, `drop database if exists ${name} with (force)`)
    }
  }, 60_000)
})
