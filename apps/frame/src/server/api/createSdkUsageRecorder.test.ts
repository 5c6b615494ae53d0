import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { sdkUsage } from '../db/schema'
import { devProject } from '../projects/internal/testProjects'
import { seedProjects } from '../projects/seedProjects'
import { createSdkUsageRecorder, maxSdkVariantsPerDay } from './createSdkUsageRecorder'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [devProject])
})
afterAll(() => handle.close())

test('a project adds at most maxSdkVariantsPerDay pairs a day; past that its requests count as other', async () => {
  const usage = createSdkUsageRecorder(handle.db, 60_000)
  usage.record(devProject.projectId, 'latch\u0000', '0.9.0')
  for (let i = 0; i < maxSdkVariantsPerDay + 30; i++) usage.record(devProject.projectId, 'latch', `1.0.${i}`)
  usage.record(devProject.projectId, 'latch', '1.0.0')
  await usage.stop()
  const rows = await handle.db.select().from(sdkUsage)
  expect(rows).toHaveLength(maxSdkVariantsPerDay + 1)
  const byKey = new Map(rows.map((row) => [`${row.sdkType}/${row.sdkVersion}`, row.requests]))
  expect(byKey.get('latch/0.9.0')).toBe(1)
  expect(byKey.get('latch/1.0.0')).toBe(2)
  expect(byKey.get('other/other')).toBe(31)
})
