import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getDatabase } from '../db/getDatabase'
import { adminFilePath } from './AdminFile'
import { currentAdminEndpoint } from './internal/adminEndpointHolder'
import { readAdminFile } from './internal/readAdminFile'
import { devProject, shopProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { ProjectsFileError } from './readProjectsFile'
import { startProjects } from './startProjects'

let root: string
let projectsFile: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'latch-start-'))
  projectsFile = path.join(root, 'projects.json')
  await writeFile(projectsFile, JSON.stringify({ projects: [devProject, shopProject] }))
  vi.stubEnv('DATABASE_URL', '')
  vi.stubEnv('LATCH_PROJECTS_FILE', projectsFile)
  vi.stubEnv('PORT', '3999')
})
afterAll(async () => {
  await currentAdminEndpoint()?.close()
  await (await getDatabase()).close()
  vi.unstubAllEnvs()
  await rm(root, { recursive: true, force: true })
})

describe('startProjects', () => {
  it('refuses a data directory that another live frame holds, before opening it', async () => {
    const dataDir = path.join(root, 'held')
    await mkdir(dataDir)
    const other = { url: 'http://127.0.0.1:3001', token: 'a'.repeat(64), pid: process.ppid }
    await writeFile(adminFilePath(dataDir), JSON.stringify(other))
    vi.stubEnv('LATCH_DATA_DIR', dataDir)
    await expect(startProjects()).rejects.toThrow(
      `The data directory ${dataDir} is in use by another frame (pid ${process.ppid}`,
    )
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false)
  })

  it('refuses a bad projects file, before opening the database', async () => {
    const dataDir = path.join(root, 'bad-file')
    vi.stubEnv('LATCH_DATA_DIR', dataDir)
    vi.stubEnv('LATCH_PROJECTS_FILE', path.join(root, 'missing.json'))
    try {
      await expect(startProjects()).rejects.toBeInstanceOf(ProjectsFileError)
      expect(existsSync(dataDir)).toBe(false)
    } finally {
      vi.stubEnv('LATCH_PROJECTS_FILE', projectsFile)
    }
  })

  it('seeds the database from the projects file and opens the admin endpoint for the CLI', async () => {
    const dataDir = path.join(root, 'db')
    vi.stubEnv('LATCH_DATA_DIR', dataDir)
    await startProjects()
    expect(await listProjects((await getDatabase()).db)).toEqual([devProject, shopProject])
    const file = await readAdminFile(dataDir)
    expect(file).toMatchObject({ url: 'http://127.0.0.1:3999', pid: process.pid })
    expect(currentAdminEndpoint()?.authorizes(file?.token ?? '')).toBe(true)
  }, 60_000)

  it('keeps what is stored and its endpoint when it runs again', async () => {
    const { token } = (await readAdminFile(path.join(root, 'db'))) ?? {}
    const renamed = { ...devProject, name: 'Renamed', allowedOrigins: [] }
    await writeFile(
      projectsFile,
      JSON.stringify({ projects: [renamed, { ...shopProject, projectId: 'added' }] }),
    )
    await startProjects()
    const stored = await listProjects((await getDatabase()).db)
    expect(stored).toContainEqual(devProject)
    expect(stored.map((project) => project.projectId)).toEqual(['latch-dev', 'shop', 'added'])
    expect((await readAdminFile(path.join(root, 'db')))?.token).toBe(token)
  })
})
