import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from './createTestDatabase'

const insertEvent = sql`insert into analytics_events (project_id, event_id, event, url, domain, timestamp, props) values ('p', gen_random_uuid(), 'e', 'https://a.example', 'a.example', now(), '{}')`
const events = sql`select id from analytics_events`

describe('createTestDatabase', () => {
  it("gives the next file none of the last one's rows, and two held at once apart", async () => {
    const first = await createTestDatabase()
    await first.db.execute(insertEvent)
    await first.db.execute(sql`create table left_behind (n integer)`)
    await first.close()

    const second = await createTestDatabase()
    const third = await createTestDatabase()
    try {
      expect((await second.db.execute(events)).rows).toEqual([])
      expect(
        (await second.db.execute(sql`select tablename from pg_tables where tablename = 'left_behind'`)).rows,
      ).toEqual([])
      await second.db.execute(insertEvent)
      expect((await second.db.execute(events)).rows).toEqual([{ id: expect.anything() }])
      expect((await third.db.execute(events)).rows).toEqual([])
      expect((await third.db.execute(sql`select count(*)::int as n from catalogue_state`)).rows).toEqual([
        { n: 1 },
      ])
    } finally {
      await Promise.all([second.close(), third.close()])
    }
  })

  it('refuses queries on a closed turn, as a closed PGlite does, while the next turn goes on', async () => {
    const first = await createTestDatabase()
    await first.close()
    const next = await createTestDatabase()
    try {
      await expect(first.db.execute(insertEvent)).rejects.toThrow()
      expect((await next.db.execute(events)).rows).toEqual([])
    } finally {
      await next.close()
    }
  })
})
