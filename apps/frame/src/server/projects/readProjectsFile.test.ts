import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { devProject, shopProject } from './internal/testProjects'
import { ProjectsFileError, readProjectsFile } from './readProjectsFile'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

async function fileWith(content: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'latch-projects-file-'))
  dirs.push(dir)
  const filePath = path.join(dir, 'projects.json')
  await writeFile(filePath, content)
  return filePath
}

describe('readProjectsFile', () => {
  it('reads the checked-in projects file, which holds the dev project', async () => {
    const projects = await readProjectsFile(fileURLToPath(new URL('../../../projects.json', import.meta.url)))
    // The checked-in dev project also lists the local Solana cluster and Bitcoin regtest node of
    // `npm start` and NEAR's testnet among its networks, and the dev web wallet among its wallets.
    expect(projects.get('latch-dev')).toEqual({
      ...devProject,
      networks: [
        ...devProject.networks,
        'solana:localnet',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        'near:testnet',
      ],
      customWallets: [
        {
          id: 'latch-web-wallet',
          name: 'Latch Web Wallet',
          homepage: 'http://127.0.0.1:5175',
          mobile_link: 'http://127.0.0.1:5175',
          webapp_link: 'http://127.0.0.1:5175',
          image_url: 'http://127.0.0.1:5175/icon.svg',
        },
      ],
    })
  })

  it('keys the projects by projectId', async () => {
    const projects = await readProjectsFile(
      await fileWith(JSON.stringify({ projects: [devProject, shopProject] })),
    )
    expect([...projects.keys()]).toEqual(['latch-dev', 'shop'])
    expect(projects.get('shop')).toEqual(shopProject)
  })

  it('names the file when it is missing', async () => {
    const missing = path.join(tmpdir(), 'latch-no-such-dir', 'projects.json')
    await expect(readProjectsFile(missing)).rejects.toThrow(`Cannot read the projects file ${missing}`)
    await expect(readProjectsFile(missing)).rejects.toBeInstanceOf(ProjectsFileError)
  })

  it('names the file when it is not JSON', async () => {
    const filePath = await fileWith('{ projects: [')
    await expect(readProjectsFile(filePath)).rejects.toThrow(`Cannot read the projects file ${filePath}`)
  })

  it('says which field of which project is invalid', async () => {
    const bad = { ...shopProject, allowedOrigins: ['https://*.shop.example'] }
    const filePath = await fileWith(JSON.stringify({ projects: [devProject, bad] }))
    const error = await readProjectsFile(filePath).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ProjectsFileError)
    expect(String(error)).toContain(`Invalid projects file ${filePath}`)
    expect(String(error)).toContain('projects[1].allowedOrigins[0]')
    expect(String(error)).toContain('"https://*.shop.example"')
  })

  it('refuses a duplicate projectId', async () => {
    const filePath = await fileWith(
      JSON.stringify({ projects: [devProject, { ...shopProject, projectId: 'latch-dev' }] }),
    )
    await expect(readProjectsFile(filePath)).rejects.toThrow('Duplicate projectId "latch-dev"')
  })

  it('refuses a file that is not a list of projects', async () => {
    await expect(readProjectsFile(await fileWith(JSON.stringify([devProject])))).rejects.toThrow(
      ProjectsFileError,
    )
  })
})
