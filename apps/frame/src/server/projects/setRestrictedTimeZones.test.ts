import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { devProject, shopProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { seedProjects } from './seedProjects'
import { setRestrictedTimeZones } from './setRestrictedTimeZones'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [devProject, shopProject])
}, 60_000)
afterAll(() => handle.close())

describe('setRestrictedTimeZones', () => {
  it("replaces one project's list, once per zone, and clears it", async () => {
    const zones = ['America/New_York', 'asia/tokyo', 'America/New_York']
    expect(await setRestrictedTimeZones(handle.db, 'shop', zones)).toEqual({
      project: { ...shopProject, restrictedTimeZones: ['America/New_York', 'asia/tokyo'] },
      changed: true,
    })
    expect(await listProjects(handle.db)).toContainEqual(devProject)
    expect(await setRestrictedTimeZones(handle.db, 'shop', ['Europe/Paris'])).toMatchObject({
      project: { restrictedTimeZones: ['Europe/Paris'] },
      changed: true,
    })
    expect(await setRestrictedTimeZones(handle.db, 'shop', [])).toEqual({
      project: shopProject,
      changed: true,
    })
  })

  it('says nothing changed when the list already was so', async () => {
    expect(await setRestrictedTimeZones(handle.db, 'latch-dev', [])).toEqual({
      project: devProject,
      changed: false,
    })
  })

  it('refuses an unknown time zone and changes nothing', async () => {
    await setRestrictedTimeZones(handle.db, 'shop', ['Europe/Paris'])
    await expect(setRestrictedTimeZones(handle.db, 'shop', ['UTC', 'Mars/Olympus'])).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Unknown time zone "Mars/Olympus": expected an IANA name such as "Europe/Paris" or "UTC"',
    })
    expect(await listProjects(handle.db)).toContainEqual({
      ...shopProject,
      restrictedTimeZones: ['Europe/Paris'],
    })
  })

  it('refuses an unknown project', async () => {
    await expect(setRestrictedTimeZones(handle.db, 'nope', [])).rejects.toMatchObject({
      kind: 'unknown-project',
      message: 'Unknown project "nope"',
    })
  })
})
