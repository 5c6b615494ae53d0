import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { devProject, shopProject } from './internal/testProjects'
import { getProjectStore } from './projectStore'

async function fileWith(projects: unknown[]): Promise<string> {
  const filePath = path.join(await mkdtemp(path.join(tmpdir(), 'latch-env-')), 'projects.json')
  await writeFile(filePath, JSON.stringify({ projects }))
  return filePath
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('getProjectStore', () => {
  it('reads the file named by LATCH_PROJECTS_FILE', async () => {
    vi.stubEnv('LATCH_PROJECTS_FILE', await fileWith([shopProject]))
    expect(await getProjectStore().get('shop')).toEqual(shopProject)
    expect(await getProjectStore().get('latch-dev')).toBeUndefined()
  })

  it('keeps one store per file and follows a change of LATCH_PROJECTS_FILE', async () => {
    vi.stubEnv('LATCH_PROJECTS_FILE', await fileWith([devProject]))
    const first = getProjectStore()
    expect(getProjectStore()).toBe(first)
    vi.stubEnv('LATCH_PROJECTS_FILE', await fileWith([shopProject]))
    expect(getProjectStore()).not.toBe(first)
    expect(await getProjectStore().get('shop')).toEqual(shopProject)
  })

  it('defaults to projects.json in the working directory', async () => {
    vi.stubEnv('LATCH_PROJECTS_FILE', '')
    const directory = path.dirname(await fileWith([shopProject]))
    vi.spyOn(process, 'cwd').mockReturnValue(directory)
    try {
      expect(await getProjectStore().get('shop')).toEqual(shopProject)
    } finally {
      vi.restoreAllMocks()
    }
  })
})
