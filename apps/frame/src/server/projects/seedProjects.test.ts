import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { denyOrigin } from './denyOrigin'
import { devProject, shopProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { seedProjects } from './seedProjects'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(() => handle.close())

describe('seedProjects', () => {
  it('inserts the projects that are missing and answers their ids', async () => {
    expect(await seedProjects(handle.db, [devProject])).toEqual(['latch-dev'])
    const wallet = { id: 'w', name: 'W' }
    expect(await seedProjects(handle.db, [devProject, { ...shopProject, customWallets: [wallet] }])).toEqual([
      'shop',
    ])
    expect(await listProjects(handle.db)).toEqual([devProject, { ...shopProject, customWallets: [wallet] }])
  })

  it('never overwrites a stored project, even when the seed says otherwise', async () => {
    await denyOrigin(handle.db, 'latch-dev', 'http://localhost:*')
    const changed = { ...devProject, name: 'Renamed', allowedOrigins: ['https://elsewhere.example'] }
    expect(await seedProjects(handle.db, [changed])).toEqual([])
    expect(await listProjects(handle.db)).toContainEqual({ ...devProject, allowedOrigins: [] })
  })

  it('inserts each project once when seeds run at the same time', async () => {
    const others = Array.from({ length: 5 }, (_, index) => ({ ...shopProject, projectId: `p${index}` }))
    const results = await Promise.all([seedProjects(handle.db, others), seedProjects(handle.db, others)])
    expect(results.flat().sort()).toEqual(others.map((project) => project.projectId))
    const stored = await listProjects(handle.db)
    expect(stored.filter((project) => project.projectId.startsWith('p'))).toHaveLength(5)
    expect(stored.find((project) => project.projectId === 'p0')?.allowedOrigins).toEqual(
      shopProject.allowedOrigins,
    )
  })
})
