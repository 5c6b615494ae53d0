import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { devProject, shopProject } from './internal/testProjects'
import { jsonFileProjectStore } from './jsonFileProjectStore'
import { ProjectsFileError } from './readProjectsFile'

async function tempFile(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'latch-store-')), 'projects.json')
}

describe('jsonFileProjectStore', () => {
  it('finds a project by id and nothing for an unknown id', async () => {
    const filePath = await tempFile()
    await writeFile(filePath, JSON.stringify({ projects: [devProject] }))
    const store = jsonFileProjectStore(filePath)
    expect(await store.get('latch-dev')).toEqual(devProject)
    expect(await store.get('nope')).toBeUndefined()
    expect(await store.get('__proto__')).toBeUndefined()
  })

  it('keeps the parsed file', async () => {
    const filePath = await tempFile()
    await writeFile(filePath, JSON.stringify({ projects: [devProject] }))
    const store = jsonFileProjectStore(filePath)
    await store.get('latch-dev')
    await writeFile(filePath, JSON.stringify({ projects: [shopProject] }))
    expect(await store.get('latch-dev')).toEqual(devProject)
    expect(await store.get('shop')).toBeUndefined()
  })

  it('rejects while the file is bad and reads it again once fixed', async () => {
    const filePath = await tempFile()
    await writeFile(filePath, JSON.stringify({ projects: [{ ...devProject, networks: [] }] }))
    const store = jsonFileProjectStore(filePath)
    await expect(store.get('latch-dev')).rejects.toBeInstanceOf(ProjectsFileError)
    await writeFile(filePath, JSON.stringify({ projects: [devProject] }))
    expect(await store.get('latch-dev')).toEqual(devProject)
  })
})
