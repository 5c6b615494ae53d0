import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { allowOrigin } from './allowOrigin'
import { shopProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { seedProjects } from './seedProjects'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [shopProject])
}, 60_000)
afterAll(() => handle.close())

describe('allowOrigin', () => {
  it("adds the origin at the end of the project's allow-list", async () => {
    expect(await allowOrigin(handle.db, 'shop', 'http://localhost:*')).toEqual({
      project: { ...shopProject, allowedOrigins: [...shopProject.allowedOrigins, 'http://localhost:*'] },
      changed: true,
    })
  })

  it('leaves an origin that is already allowed as it is', async () => {
    const { project, changed } = await allowOrigin(handle.db, 'shop', 'https://shop.example')
    expect(changed).toBe(false)
    expect(project.allowedOrigins.filter((origin) => origin === 'https://shop.example')).toHaveLength(1)
  })

  it('refuses an invalid origin and an unknown project', async () => {
    const before = await listProjects(handle.db)
    await expect(allowOrigin(handle.db, 'shop', 'https://*.shop.example')).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('Invalid origin pattern "https://*.shop.example"'),
    })
    await expect(allowOrigin(handle.db, 'nope', 'https://shop.example')).rejects.toMatchObject({
      kind: 'unknown-project',
      message: 'Unknown project "nope"',
    })
    expect(await listProjects(handle.db)).toEqual(before)
  })
})
