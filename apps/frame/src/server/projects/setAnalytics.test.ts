import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { devProject, shopProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { seedProjects } from './seedProjects'
import { setAnalytics } from './setAnalytics'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [devProject, shopProject])
}, 60_000)
afterAll(() => handle.close())

describe('setAnalytics', () => {
  it("turns one project's analytics off and on again", async () => {
    expect(await setAnalytics(handle.db, 'latch-dev', false)).toEqual({
      project: { ...devProject, features: { analytics: false } },
      changed: true,
    })
    expect(await listProjects(handle.db)).toContainEqual(shopProject)
    expect(await setAnalytics(handle.db, 'latch-dev', true)).toEqual({ project: devProject, changed: true })
  })

  it('says nothing changed when the flag already was so', async () => {
    expect(await setAnalytics(handle.db, 'shop', false)).toEqual({ project: shopProject, changed: false })
  })

  it('refuses an unknown project', async () => {
    await expect(setAnalytics(handle.db, 'nope', true)).rejects.toMatchObject({
      kind: 'unknown-project',
      message: 'Unknown project "nope"',
    })
  })
})
