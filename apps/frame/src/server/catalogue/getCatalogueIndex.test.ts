import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { wallets } from '../db/schema'
import { ensureCatalogueSeeded } from './ensureCatalogueSeeded'
import { getCatalogueIndex } from './getCatalogueIndex'
import { queryCatalogue } from './queryCatalogue'

let handle: DatabaseHandle
let closed = false

// PGlite takes a few seconds to start, more on a busy machine.
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)

afterAll(async () => {
  if (!closed) await handle.close()
})

describe('getCatalogueIndex', () => {
  it('seeds an empty catalogue on first use and answers from it', async () => {
    const index = await getCatalogueIndex(handle.db)
    expect(index.wallets).toHaveLength(113)
    expect(queryCatalogue(index, { page: 1, entries: 1 }).data[0]?.name).toBe('Rainbow')
    expect(await handle.db.$count(wallets)).toBe(113)
  })

  it('does not seed a catalogue that has wallets', async () => {
    await handle.db.execute(sql`delete from wallets where name = 'Rainbow'`)
    expect(await ensureCatalogueSeeded(handle.db)).toBe(false)
    expect(await handle.db.$count(wallets)).toBe(112)
  })

  it('reloads in the background when another instance changed the catalogue', async () => {
    const before = await getCatalogueIndex(handle.db)
    await handle.db.execute(
      sql`insert into wallets (id, name, chains, sort_order) values ('elsewhere', 'Added Elsewhere', '[]'::jsonb, -1)`,
    )
    await handle.db.execute(sql`update catalogue_state set version = version + 1`)
    expect(await getCatalogueIndex(handle.db, { maxAgeMs: 0 })).toBe(before)
    await vi.waitFor(async () => {
      const index = await getCatalogueIndex(handle.db, { maxAgeMs: 0 })
      expect(index.wallets[0]?.entry.name).toBe('Added Elsewhere')
      expect(index.byId.has('1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369')).toBe(false)
    })
  })

  it('keeps its index while the table is unchanged', async () => {
    const before = await getCatalogueIndex(handle.db)
    await getCatalogueIndex(handle.db, { maxAgeMs: 0 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await getCatalogueIndex(handle.db, { maxAgeMs: 0 })).toBe(before)
  })

  it('answers queries without the database', async () => {
    const before = await getCatalogueIndex(handle.db)
    await handle.close()
    closed = true
    expect(await getCatalogueIndex(handle.db, { maxAgeMs: 60_000 })).toBe(before)
  })
})
