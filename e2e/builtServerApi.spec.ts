import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@latch/localnet'
import { expect, test } from '@playwright/test'
import { registrationsFromInventedClients } from './inventedClients'

// The API fuzz (apps/frame/src/server/api/apiFuzz.test.ts) once more, over HTTP against the frame's
// server (apps/frame/server/main.mjs) serving the build: the bundle holds its own copies of the libraries, and a route that decides by a
// library's class can pass in-process and answer 500 here (docs/errors.md). The instance is this
// spec's own, on a database of its own, so that the fuzz's thousands of requests spend no rate limit
// and leave no name or wallet in the suite's frame; it reads the suite's devnets, so the chain routes
// answer for real.
const root = new URL('..', import.meta.url).pathname

/** Runs `args` with Node from the repository root; its exit code and what it printed. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

let instance: ChildProcess | undefined
let dataDir = ''
let url = ''

test.beforeAll(async () => {
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  dataDir = mkdtempSync(join(tmpdir(), 'latch-built-api-'))
  instance = spawn(
    process.execPath,
    [join(root, 'apps/frame/server/main.mjs'), '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: join(root, 'apps/frame'),
      env: {
        ...process.env,
        LATCH_DATA_DIR: dataDir,
        LATCH_KEK: randomBytes(32).toString('base64'),
        LATCH_FRAME_ORIGIN: url,
      },
      stdio: 'ignore',
    },
  )
  // Up once it answers anything (the dev project refuses a call with no Origin, with a 4xx).
  await expect
    .poll(
      () =>
        fetch(`${url}/api/v1/supported-chains`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThan(0)
})

test.afterAll(() => {
  instance?.kill('SIGTERM')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

// Before the fuzz, whose requests come from this same client.
test('200 registrations from one socket, each claiming another client, meet the per-client limit', async () => {
  const { statuses, sockets } = await registrationsFromInventedClients(url, 200)
  expect(sockets).toBe(1)
  // 20 per client per 10 minutes: the 21st on is refused, whatever X-Forwarded-For says.
  expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([])
  expect(new Set(statuses.slice(20))).toEqual(new Set([429]))
})

test('the API fuzz answers every generated request to the built server with no 5xx and nothing given away', async () => {
  test.setTimeout(300_000)
  const { code, output } = await run(
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'frame-server',
      'apps/frame/src/server/api/apiFuzz.test.ts',
    ],
    { LATCH_BUILT_SERVER_URL: url },
  )
  expect(output).toMatch(/\[apiFuzz\] \d+ generated requests/)
  expect(code, output.slice(-6000)).toBe(0)
})
