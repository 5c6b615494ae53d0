import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { createProject } from './createProject'
import { listProjects } from './listProjects'
import { ProjectError } from './ProjectError'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(() => handle.close())

describe('createProject', () => {
  it('stores a project under a new random projectId of 32 lowercase hex digits', async () => {
    const project = await createProject(handle.db, {
      name: 'Shop',
      origins: ['https://shop.example', 'http://localhost:*'],
      networks: ['eip155:1'],
      analytics: false,
    })
    expect(project).toEqual({
      projectId: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Shop',
      allowedOrigins: ['https://shop.example', 'http://localhost:*'],
      networks: ['eip155:1'],
      features: { analytics: false },
    })
    const again = await createProject(handle.db, { name: 'Shop', origins: ['https://shop.example'] })
    expect(again.projectId).not.toBe(project.projectId)
    expect(await listProjects(handle.db)).toEqual(expect.arrayContaining([project, again]))
  })

  it("defaults to the frame's devnets and analytics on, and drops a repeated origin", async () => {
    const project = await createProject(handle.db, {
      name: 'Defaults',
      origins: ['https://a.example', 'https://a.example'],
    })
    expect(project).toMatchObject({
      allowedOrigins: ['https://a.example'],
      networks: ['eip155:31337', 'eip155:31338'],
      features: { analytics: true },
    })
  })

  it.each([
    [{ name: '', origins: [] }, 'Invalid name ""'],
    [{ name: 'Two\nlines', origins: [] }, 'Invalid name "Two\\nlines"'],
    [{ name: 'x'.repeat(101), origins: [] }, 'Invalid name'],
    [
      { name: 'Shop', origins: ['https://*.shop.example'] },
      'Invalid origin pattern "https://*.shop.example"',
    ],
    [{ name: 'Shop', origins: ['https://shop.example/'] }, 'Invalid origin pattern "https://shop.example/"'],
    [{ name: 'Shop', origins: [], networks: ['31337'] }, 'Invalid network "31337"'],
    [{ name: 'Shop', origins: [], networks: [] }, 'at least one network'],
  ])('refuses %j with a message naming the bad value', async (input, message) => {
    const before = await listProjects(handle.db)
    const error = await createProject(handle.db, input).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ProjectError)
    expect(error).toMatchObject({ kind: 'invalid', message: expect.stringContaining(message) })
    expect(await listProjects(handle.db)).toEqual(before)
  })
})
