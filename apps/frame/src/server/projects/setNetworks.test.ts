import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { devProject, shopProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { seedProjects } from './seedProjects'
import { setNetworks } from './setNetworks'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [devProject, shopProject])
}, 60_000)
afterAll(() => handle.close())

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('setNetworks', () => {
  it("replaces one project's networks, in the order given, each once", async () => {
    expect(await setNetworks(handle.db, 'shop', ['eip155:31337', regtest, 'near:testnet', regtest])).toEqual({
      project: { ...shopProject, networks: ['eip155:31337', regtest, 'near:testnet'] },
      changed: true,
    })
    expect(await listProjects(handle.db)).toContainEqual(devProject)
  })

  it('says nothing changed when the list already was so', async () => {
    expect(await setNetworks(handle.db, 'latch-dev', devProject.networks)).toEqual({
      project: devProject,
      changed: false,
    })
  })

  it('refuses what is not a CAIP-2 id, no network or an unknown project, and changes nothing', async () => {
    await setNetworks(handle.db, 'shop', ['eip155:31337'])
    await expect(setNetworks(handle.db, 'shop', ['eip155:31337', 'bitcoin'])).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Invalid network "bitcoin": expected a CAIP-2 id such as "eip155:31337"',
    })
    await expect(setNetworks(handle.db, 'shop', [])).rejects.toMatchObject({
      kind: 'invalid',
      message: 'A project needs at least one network',
    })
    await expect(setNetworks(handle.db, 'nope', ['eip155:1'])).rejects.toMatchObject({
      kind: 'unknown-project',
    })
    expect(await listProjects(handle.db)).toContainEqual({ ...shopProject, networks: ['eip155:31337'] })
  })
})
