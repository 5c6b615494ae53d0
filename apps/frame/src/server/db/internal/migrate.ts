import { sql } from 'drizzle-orm'
import type { Database } from '../Database'
import type { Migration } from '../migrations/Migration'

// Any fixed number will do; it only has to be the same in every instance that migrates this database.
const migrationLockKey = 4_242_001

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in one transaction. An advisory
 * lock makes instances that start together on one Postgres take turns instead of racing.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`)
    await tx.execute(
      sql`create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`,
    )
    const { rows } = await tx.execute<{ id: string }>(sql`select id from schema_migrations`)
    const applied = new Set(rows.map((row) => row.id))
    const known = new Set(migrations.map((migration) => migration.id))
    const unknown = [...applied].filter((id) => !known.has(id))
    if (unknown.length > 0)
      throw new Error(
        `The database has migrations this code does not know (${unknown.join(', ')}); is it newer than this build?`,
      )
    const pending = migrations.filter((migration) => !applied.has(migration.id))
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement))
      await tx.execute(sql`insert into schema_migrations (id) values (${migration.id})`)
    }
    return pending.map((migration) => migration.id)
  })
}
