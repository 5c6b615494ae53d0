import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { universalLinkMigration } from '../db/migrations/0020_universal_link'
import { wallets } from '../db/schema'
import { ensureCatalogueSeeded } from './ensureCatalogueSeeded'
import { seedWalletEntries } from './seedWalletEntries'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(() => handle.close())

describe('ensureCatalogueSeeded', () => {
  // Instances starting together on one Postgres (cluster mode) all find the catalogue empty.
  it('seeds each wallet once when instances start at the same time', async () => {
    const seeded = await Promise.all([1, 2, 3].map(() => ensureCatalogueSeeded(handle.db)))
    expect(seeded).toContain(true)
    const ids = (await handle.db.select({ id: wallets.id }).from(wallets)).map((row) => row.id).sort()
    expect(ids).toEqual([...new Set(seedWalletEntries().map((entry) => entry.id))].sort())
    expect(await ensureCatalogueSeeded(handle.db)).toBe(false)
  })

  it('seeds again, with universal links, a catalogue that the universal-link migration emptied', async () => {
    const rainbow = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
    await handle.db.update(wallets).set({ universalLink: null })
    for (const statement of universalLinkMigration.statements.filter((text) => text.startsWith('delete')))
      await handle.db.execute(sql.raw(statement))
    expect(await ensureCatalogueSeeded(handle.db)).toBe(true)
    const [row] = await handle.db.select().from(wallets).where(eq(wallets.id, rainbow))
    expect(row).toMatchObject({ mobileLink: 'rainbow://', universalLink: 'https://rnbwapp.com/' })
  })
})
