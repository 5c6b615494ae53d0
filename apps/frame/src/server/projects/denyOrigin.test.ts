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
  await seedProjects(handle.db, [devProject, shopProject])
}, 60_000)
afterAll(() => handle.close())

describe('denyOrigin', () => {
  it("removes the origin from that project's allow-list only", async () => {
    expect(await denyOrigin(handle.db, 'shop', 'https://shop.example')).toEqual({
      project: { ...shopProject, allowedOrigins: ['https://admin.shop.example:8443'] },
      changed: true,
    })
    expect(await listProjects(handle.db)).toContainEqual(devProject)
  })

  it('says nothing changed for an origin that was not allowed', async () => {
    expect(await denyOrigin(handle.db, 'shop', 'https://other.example')).toMatchObject({ changed: false })
  })

  it('may empty the allow-list', async () => {
    expect(await denyOrigin(handle.db, 'latch-dev', 'http://localhost:*')).toMatchObject({
      project: { allowedOrigins: [] },
      changed: true,
    })
  })

  it('refuses an invalid origin and an unknown project', async () => {
    await expect(denyOrigin(handle.db, 'shop', 'shop.example')).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('Invalid origin pattern "shop.example"'),
    })
    await expect(denyOrigin(handle.db, 'nope', 'https://shop.example')).rejects.toMatchObject({
      kind: 'unknown-project',
      message: 'Unknown project "nope"',
    })
  })
})
