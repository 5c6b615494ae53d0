import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '../createDatabase'
import { migrations } from '../migrations'
import { migratedPgliteTemplate } from './migratedPgliteTemplate'

const folder = path.join(tmpdir(), 'latch-pglite-templates')

describe('migratedPgliteTemplate', () => {
  it('starts databases that have every migration and share nothing written afterwards', async () => {
    const template = await migratedPgliteTemplate(migrations)
    const first = await createDatabase({ loadDataDir: template })
    const second = await createDatabase({ loadDataDir: template })
    try {
      const { rows } = await first.db.execute<{ id: string }>(
        sql`select id from schema_migrations order by id`,
      )
      expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id))
      await first.db.execute(sql`create table only_in_first (id int)`)
      const { rows: seen } = await second.db.execute<{ name: string | null }>(
        sql`select to_regclass('only_in_first')::text as name`,
      )
      expect(seen).toEqual([{ name: null }])
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('keeps one template per set of migrations, so an edited migration gets its own', async () => {
    const edited = [...migrations, { id: '9999_test_only', statements: ['create table test_only (id int)'] }]
    const [plain, withEdit] = await Promise.all([
      migratedPgliteTemplate(migrations),
      migratedPgliteTemplate(edited),
    ])
    expect(await migratedPgliteTemplate(migrations)).toBe(plain)
    // Opened without createDatabase, whose migrations would refuse the extra one.
    const client = await PGlite.create({ loadDataDir: withEdit })
    try {
      const { rows } = await client.query<{ name: string | null }>(
        `select to_regclass('test_only')::text as name`,
      )
      expect(rows).toEqual([{ name: 'test_only' }])
    } finally {
      await client.close()
    }
    const files = (await readdir(folder)).filter((name) => name.endsWith('.tar'))
    expect(files.length).toBeGreaterThanOrEqual(2)
  })
})
