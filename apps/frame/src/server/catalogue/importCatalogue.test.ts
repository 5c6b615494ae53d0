import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { catalogueState, wallets } from '../db/schema'
import { getCatalogueIndex } from './getCatalogueIndex'
import { importCatalogue } from './importCatalogue'
import { queryCatalogue } from './queryCatalogue'

let handle: DatabaseHandle

// PGlite takes a few seconds to start, more on a busy machine.
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)

afterAll(async () => {
  await handle.close()
})

async function version() {
  const [row] = await handle.db.select().from(catalogueState)
  return row?.version
}

describe('importCatalogue', () => {
  it('adds clean entries, drops unusable ones, and bumps the catalogue version', async () => {
    const before = await version()
    const result = await importCatalogue(handle.db, [
      { id: 'aa11', name: 'Imported One', image_id: 'AA11', chains: ['eip155:1'], order: 1 },
      {
        id: 'bb22',
        name: 'Imported <b>Two</b>',
        mobile_link: 'javascript:alert(1)',
        badge_type: 'certified',
        order: 2,
      },
      { id: '../evil', name: 'Evil' },
      { name: 'No id' },
    ])
    expect(result).toEqual({ imported: 2, rejected: 2 })
    expect(await version()).toBe((before ?? 0) + 1)
    const [two] = await handle.db.select().from(wallets).where(eq(wallets.id, 'bb22'))
    expect(two).toMatchObject({
      name: 'Imported <b>Two</b>',
      mobileLink: null,
      badgeType: 'certified',
      sortOrder: 2,
    })
    const [one] = await handle.db.select().from(wallets).where(eq(wallets.id, 'aa11'))
    expect(one).toMatchObject({ imageId: 'aa11', imageUrl: '/api/getWalletImage/aa11', chains: ['eip155:1'] })
  })

  it('updates existing wallets, keeping the last of a repeated id', async () => {
    await importCatalogue(handle.db, [
      { id: 'aa11', name: 'Old name', order: 1 },
      { id: 'aa11', name: 'Renamed', rdns: 'com.renamed', chains: ['eip155:10'], order: 9 },
    ])
    const rows = await handle.db.select().from(wallets).where(eq(wallets.id, 'aa11'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Renamed',
      rdns: 'com.renamed',
      chains: ['eip155:10'],
      sortOrder: 9,
    })
  })

  it('changes nothing when no entry is usable', async () => {
    const before = await version()
    expect(await importCatalogue(handle.db, [{ id: '' }, 'x'])).toEqual({ imported: 0, rejected: 2 })
    expect(await version()).toBe(before)
  })

  it("refreshes this instance's index at once", async () => {
    const index = await getCatalogueIndex(handle.db)
    expect(index.byId.has('cc33')).toBe(false)
    await importCatalogue(handle.db, [{ id: 'cc33', name: 'Fresh', order: 0 }])
    const fresh = await getCatalogueIndex(handle.db, { maxAgeMs: 60_000 })
    expect(queryCatalogue(fresh, { page: 1, entries: 1, search: 'fresh' }).data[0]?.id).toBe('cc33')
  })
})
