import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { createProject } from './createProject'
import { devProject, shopProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { seedProjects } from './seedProjects'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(() => handle.close())

describe('listProjects', () => {
  it('lists nothing in an empty database', async () => {
    expect(await listProjects(handle.db)).toEqual([])
  })

  it('lists every project oldest first, with its origins and a project without origins too', async () => {
    await seedProjects(handle.db, [shopProject, devProject])
    const empty = await createProject(handle.db, { name: 'Empty', origins: [] })
    expect(await listProjects(handle.db)).toEqual([devProject, shopProject, empty])
  })
})
