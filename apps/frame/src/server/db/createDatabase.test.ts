import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from './createDatabase'
import { createTestDatabase } from './createTestDatabase'
import { migrate } from './internal/migrate'
import { migrations } from './migrations'
import { projects } from './schema'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('createDatabase', () => {
  it('applies every migration once, recorded in schema_migrations', async () => {
    const { db, close } = await createTestDatabase()
    try {
      const { rows } = await db.execute<{ id: string }>(sql`select id from schema_migrations order by id`)
      expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id))
      expect(await migrate(db, migrations)).toEqual([])
    } finally {
      await close()
    }
  })

  it('keeps what was written across a close and reopen of a PGlite data directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'latch-db-'))
    dirs.push(dataDir)
    const first = await createDatabase({ dataDir })
    await first.db
      .insert(projects)
      .values({ projectId: 'p1', name: 'P1', networks: ['eip155:31337'], features: { analytics: true } })
    await first.close()
    const second = await createDatabase({ dataDir })
    try {
      const rows = await second.db.select().from(projects).where(eq(projects.projectId, 'p1'))
      expect(rows).toMatchObject([{ name: 'P1', networks: ['eip155:31337'], features: { analytics: true } }])
    } finally {
      await second.close()
    }
  })

  it('refuses a database that has a migration this code does not know', async () => {
    const { db, close } = await createTestDatabase()
    try {
      await db.execute(sql`insert into schema_migrations (id) values ('9999_from_the_future')`)
      await expect(migrate(db, migrations)).rejects.toThrow(/9999_from_the_future/)
    } finally {
      await close()
    }
  })

  it('rolls a failing migration back whole', async () => {
    const { db, close } = await createTestDatabase()
    try {
      const broken = [
        ...migrations,
        { id: '9000_broken', statements: ['create table half_done (id int)', 'this is not sql'] },
      ]
      await expect(migrate(db, broken)).rejects.toThrow()
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_name = 'half_done'`,
      )
      expect(rows[0]?.n).toBe(0)
    } finally {
      await close()
    }
  })
})
