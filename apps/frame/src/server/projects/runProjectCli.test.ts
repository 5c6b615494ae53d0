import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import type { AdminEndpoint } from './AdminEndpoint'
import { adminFilePath } from './AdminFile'
import { type DatabaseProjectStore, databaseProjectStore } from './databaseProjectStore'
import { handleAdminRequest } from './handleAdminRequest'
import { devProject } from './internal/testProjects'
import { listProjects } from './listProjects'
import { openAdminEndpoint } from './openAdminEndpoint'
import { projectCliUsage, runProjectCli } from './runProjectCli'
import { seedProjects } from './seedProjects'

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url))
const frameDir = path.join(repoRoot, 'apps/frame')

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs the CLI as `npm run project` does, in a process of its own. */
function spawnCli(args: string[], dataDir: string): Promise<Run> {
  return run(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'apps/frame/tsconfig.json', 'apps/frame/scripts/project.ts', ...args],
    dataDir,
  )
}

/** Streams for runProjectCli that keep what it prints in `out`. */
function io() {
  const out = { stdout: '', stderr: '' }
  return {
    out,
    io: {
      frameDir,
      stdout: (text: string) => {
        out.stdout += text
      },
      stderr: (text: string) => {
        out.stderr += text
      },
    },
  }
}

/**
 * Runs the CLI's entry in this process, with the environment `run` gives a process of its own: it
 * prints and answers the same, without Node, tsx and PGlite starting again for each command (a few
 * seconds each on a busy machine). Each database below is first written by a spawned command, so
 * that path is checked too.
 */
async function cli(args: string[], dataDir: string): Promise<Run> {
  vi.stubEnv('DATABASE_URL', undefined)
  vi.stubEnv('LATCH_PROJECTS_FILE', undefined)
  vi.stubEnv('LATCH_DATA_DIR', dataDir)
  const { out, io: streams } = io()
  try {
    return { code: await runProjectCli(args, streams), ...out }
  } finally {
    vi.unstubAllEnvs()
  }
}

function run(command: string, args: string[], dataDir: string): Promise<Run> {
  const { DATABASE_URL: _, LATCH_PROJECTS_FILE: __, ...env } = process.env
  const child = spawn(command, args, { cwd: repoRoot, env: { ...env, LATCH_DATA_DIR: dataDir } })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A pid that no process has: that of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.on('close', resolve))
  return child.pid ?? 0
}

const dirs: string[] = []
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'latch-cli-'))
  dirs.push(dir)
  return dir
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

describe('runProjectCli', () => {
  it('prints the usage on stdout for --help and exits 0', async () => {
    const { out, io: streams } = io()
    expect(await runProjectCli(['--help'], streams)).toBe(0)
    expect(out.stdout).toBe(projectCliUsage)
  })

  it('prints what is wrong and the usage on stderr for a bad command line, and exits 2', async () => {
    const { out, io: streams } = io()
    expect(await runProjectCli(['analytics', 'p', 'maybe'], streams)).toBe(2)
    expect(out.stdout).toBe('')
    expect(out.stderr).toBe(`analytics takes on or off, not "maybe"\n\n${projectCliUsage}`)
  })
})

describe('the project CLI on a PGlite directory no frame holds', () => {
  it('creates, lists, allows, denies, turns analytics off, gas sponsoring on and time zones restricted, past an admin file left by a gone frame', async () => {
    const dataDir = await tempDir()
    const stale = { url: 'http://127.0.0.1:9', token: 'a'.repeat(64), pid: await deadPid() }
    await writeFile(adminFilePath(dataDir), JSON.stringify(stale))

    const created = await spawnCli(['create', '--name', 'Shop', '--origin', 'https://shop.example'], dataDir)
    expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/^[0-9a-f]{32}\n$/) })
    expect(created.stderr).toContain('Created project "Shop"')
    const projectId = created.stdout.trim()
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)

    const listed = await cli(['list'], dataDir)
    expect(listed.code).toBe(0)
    expect(listed.stdout.split('\n')).toEqual([
      expect.stringMatching(/^projectId\s+name\s+origins\s+analytics\s+sponsor gas\s+restricted time zones$/),
      expect.stringMatching(/^latch-dev\s+Latch Dev\s+http:\/\/localhost:\*\s+on\s+on\s+\(none\)$/),
      expect.stringMatching(
        new RegExp(`^${projectId}\\s+Shop\\s+https://shop\\.example\\s+on\\s+off\\s+\\(none\\)$`),
      ),
      '',
    ])

    const allowed = await cli(['allow', projectId, 'http://localhost:*'], dataDir)
    expect(allowed).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('origins: https://shop.example, http://localhost:*'),
    })
    const denied = await cli(['deny', projectId, 'https://shop.example'], dataDir)
    expect(denied).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('origins: http://localhost:*\n'),
    })
    const off = await cli(['analytics', projectId, 'off'], dataDir)
    expect(off).toEqual({
      code: 0,
      stdout: `Analytics turned off for "Shop" (${projectId}); origins: http://localhost:*\n`,
      stderr: '',
    })
    const sponsored = await cli(['sponsor-gas', projectId, 'on'], dataDir)
    expect(sponsored).toEqual({
      code: 0,
      stdout: `Gas sponsoring turned on for "Shop" (${projectId}); origins: http://localhost:*\n`,
      stderr: '',
    })
    expect(await cli(['time-zones', projectId, 'Europe/Paris', 'Mars/Olympus'], dataDir)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Error: Unknown time zone "Mars/Olympus": expected an IANA name such as "Europe/Paris" or "UTC"\n',
    })
    expect(await cli(['time-zones', projectId, 'Europe/Paris', 'Asia/Tokyo'], dataDir)).toEqual({
      code: 0,
      stdout: `Swaps and the onramp hidden in time zones now: Europe/Paris, Asia/Tokyo, for "Shop" (${projectId}); origins: http://localhost:*\n`,
      stderr: '',
    })
    expect(await cli(['networks', projectId, 'eip155:31337', 'near:testnet'], dataDir)).toEqual({
      code: 0,
      stdout: `Networks now: eip155:31337, near:testnet, for "Shop" (${projectId}); origins: http://localhost:*\n`,
      stderr: '',
    })
  }, 240_000)

  it('is what `npm run project` runs', async () => {
    const result = await run('npm', ['run', '--silent', 'project', '--', '--help'], await tempDir())
    expect(result).toMatchObject({ code: 0, stdout: projectCliUsage })
  }, 60_000)
})

describe('the project CLI while a frame holds the PGlite directory', () => {
  let handle: DatabaseHandle
  let store: DatabaseProjectStore
  let endpoint: AdminEndpoint
  let server: Server
  let dataDir: string

  beforeAll(async () => {
    handle = await createTestDatabase()
    await seedProjects(handle.db, [devProject])
    store = databaseProjectStore(handle.db, { cacheMs: 60_000 })
    dataDir = await tempDir()
    // The frame's Next server, cut down to this one route: the socket's address in x-forwarded-for.
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value)
      headers.set('x-forwarded-for', request.socket.remoteAddress ?? '')
      const answer = await handleAdminRequest(
        new Request(`http://127.0.0.1${request.url}`, {
          method: request.method ?? 'POST',
          headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.writeHead(answer.status, Object.fromEntries(answer.headers))
      response.end(await answer.text())
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    endpoint = await openAdminEndpoint({
      dataDir,
      url: `http://127.0.0.1:${port}`,
      db: handle.db,
      projects: store,
    })
  }, 60_000)

  afterAll(async () => {
    await endpoint.close()
    await new Promise((resolve) => server.close(resolve))
    await handle.close()
  })

  it("runs the commands in the frame, on the frame's database, without opening the directory", async () => {
    const created = await spawnCli(
      ['create', '--name', 'Via Frame', '--origin', 'https://frame.example'],
      dataDir,
    )
    expect(created.code).toBe(0)
    const projectId = created.stdout.trim()
    expect(await listProjects(handle.db)).toContainEqual(
      expect.objectContaining({ projectId, name: 'Via Frame', allowedOrigins: ['https://frame.example'] }),
    )
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false)
  }, 60_000)

  it("changes what the frame's store answers at once", async () => {
    expect((await store.get('latch-dev'))?.allowedOrigins).toEqual(['http://localhost:*'])
    const allowed = await cli(['allow', 'latch-dev', 'https://now.example'], dataDir)
    expect(allowed.code).toBe(0)
    expect((await store.get('latch-dev'))?.allowedOrigins).toEqual([
      'http://localhost:*',
      'https://now.example',
    ])
  }, 60_000)

  it("prints the frame's refusal and exits 1", async () => {
    const refused = await cli(['deny', 'nope', 'https://a.example'], dataDir)
    expect(refused).toEqual({ code: 1, stdout: '', stderr: 'Error: Unknown project "nope"\n' })
  }, 60_000)
})
