import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../createDatabase'
import type { DatabaseHandle } from '../Database'
import { migrations } from '../migrations'
import { migratedPgliteTemplate } from './migratedPgliteTemplate'
import { takeTableSnapshot } from './tableSnapshot'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createDatabase({ loadDataDir: await migratedPgliteTemplate(migrations) })
})
afterAll(() => handle.close())

const insertEvent = sql`insert into analytics_events (project_id, event_id, event, url, domain, timestamp, props) values ('p', gen_random_uuid(), 'e', 'https://a.example', 'a.example', now(), '{}')`
const rows = async (query: ReturnType<typeof sql>) => (await handle.db.execute(query)).rows

describe('takeTableSnapshot', () => {
  it("puts back the migrations' rows, empties the rest, restarts identities and drops tables made since", async () => {
    const catalogue = await rows(sql`select * from catalogue_state`)
    const applied = await rows(sql`select id from schema_migrations order by id`)
    expect(catalogue).toHaveLength(1)
    expect(applied.length).toBe(migrations.length)
    const snapshot = await takeTableSnapshot(handle.db)

    await handle.db.execute(sql`update catalogue_state set version = 7`)
    await handle.db.execute(sql`delete from schema_migrations`)
    await handle.db.execute(sql`create table made_by_a_test (n integer)`)
    await handle.db.execute(insertEvent)
    const [first] = await rows(sql`select id from analytics_events`)
    await snapshot.restore()

    expect(await rows(sql`select * from catalogue_state`)).toEqual(catalogue)
    expect(await rows(sql`select id from schema_migrations order by id`)).toEqual(applied)
    expect(await rows(sql`select * from analytics_events`)).toEqual([])
    expect(await rows(sql`select tablename from pg_tables where tablename = 'made_by_a_test'`)).toEqual([])
    await handle.db.execute(insertEvent)
    expect(await rows(sql`select id from analytics_events`)).toEqual([first])
  })
})
