import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { devProject, shopProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { seedProjects } from './seedProjects'
import { setSponsorGas } from './setSponsorGas'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [devProject, shopProject])
}, 60_000)
afterAll(() => handle.close())

describe('setSponsorGas', () => {
  it("turns one project's gas sponsoring on and off again", async () => {
    expect(await setSponsorGas(handle.db, 'shop', true)).toEqual({
      project: { ...shopProject, sponsorGas: true },
      changed: true,
    })
    expect(await listProjects(handle.db)).toContainEqual(devProject)
    expect(await setSponsorGas(handle.db, 'shop', false)).toEqual({ project: shopProject, changed: true })
  })

  it('says nothing changed when the flag already was so', async () => {
    expect(await setSponsorGas(handle.db, 'latch-dev', true)).toEqual({ project: devProject, changed: false })
  })

  it('refuses an unknown project', async () => {
    await expect(setSponsorGas(handle.db, 'nope', true)).rejects.toMatchObject({
      kind: 'unknown-project',
      message: 'Unknown project "nope"',
    })
  })
})
