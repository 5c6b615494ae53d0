import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
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
})
