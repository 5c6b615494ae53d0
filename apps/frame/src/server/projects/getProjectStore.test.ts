import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getDatabase } from '@/server/db/getDatabase'
import { devProject, shopProject } from '@/server/projects/internal/testProjects'
import { allowOrigin } from './allowOrigin'
import { getProjectStore } from './getProjectStore'
import { seedProjects } from './seedProjects'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'latch-store-'))
  vi.stubEnv('DATABASE_URL', '')
  vi.stubEnv('LATCH_DATA_DIR', dataDir)
})
afterAll(async () => {
  await (await getDatabase()).close()
  vi.unstubAllEnvs()
  await rm(dataDir, { recursive: true, force: true })
})

describe('getProjectStore', () => {
  it("is one store per process, over the process's database", async () => {
    const store = getProjectStore()
    expect(getProjectStore()).toBe(store)
    expect(await store.get('shop')).toBeUndefined()
    await seedProjects((await getDatabase()).db, [devProject, shopProject])
    store.invalidate('shop')
    expect(await store.get('shop')).toEqual(shopProject)
  }, 60_000)

  it('shows a change once invalidated', async () => {
    const store = getProjectStore()
    expect(await store.get('latch-dev')).toEqual(devProject)
    await allowOrigin((await getDatabase()).db, 'latch-dev', 'http://127.0.0.1:*')
    expect(await store.get('latch-dev')).toEqual(devProject)
    store.invalidate('latch-dev')
    expect((await store.get('latch-dev'))?.allowedOrigins).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
    ])
  })
})
