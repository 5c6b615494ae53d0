// The load part of `npm run bench`: balance, quote, getWallets and POST /api/e, each with 50
// connections for 60 s (LATCH_BENCH_LOAD_SECONDS shortens it), against one frame instance (:3001)
// and against the cluster (nginx on :8080 in front of :3001 and :3002), both on the cluster's
// Postgres. Starts `start.mjs --cluster` unless a cluster answers already, and stops only what it
// started. Also runs alone: `node scripts/benchCluster.mjs`.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { clusterServices } from '../packages/localnet/src/cluster/clusterServices.mjs'
import { analyticsCall, calls, load } from './benchApi.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const seconds = Number(process.env.LATCH_BENCH_LOAD_SECONDS ?? 60)
// Each call runs unmeasured first, so that the table measures instances as they serve, warmed up
// (compiled code, open database connections, filled caches), not the first seconds after a start:
// those differed by up to half from one run to the next.
const warmSeconds = Math.min(5, seconds)
const targets = [
  ['one instance (:3001)', 'http://127.0.0.1:3001'],
  ['cluster (nginx :8080, 2 instances)', 'http://127.0.0.1:8080'],
]
// Every port of the cluster: the cluster needs them all, the frame of `npm start` on :3000 aside.
const clusterPorts = clusterServices().flatMap((service) => service.ports)

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

/** @returns {Promise<import('node:child_process').ChildProcess | undefined>} the cluster, if we started it */
async function ensureCluster() {
  if ((await answers('http://127.0.0.1:8080/')) && (await answers('http://127.0.0.1:3001/'))) return undefined
  const child = spawn(
    process.execPath,
    // The bench is many clients, named in X-Forwarded-For: nginx believes it, as it would a CDN.
    [
      join(root, 'packages/localnet/src/start.mjs'),
      '--cluster',
      '--no-build',
      '--trust-forwarded-for',
      '127.0.0.1',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
  const deadline = Date.now() + 180_000
  while (!(await answers('http://127.0.0.1:5175/'))) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(
        `the cluster did not start (it needs ports ${clusterPorts.join(', ')} free: is npm start running?)`,
      )
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return child
}

/**
 * Stops services that a bench started (start.mjs, in a group of its own), and waits until they are
 * gone, so that their ports are free for what runs next.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopStarted(child) {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(undefined)
    else child.once('exit', resolve)
  })
  if (child.pid) process.kill(-child.pid, 'SIGTERM')
  await exited
}

/**
 * Runs the load bench against one instance and the cluster, and prints its table.
 * @returns {Promise<void>}
 */
export async function benchCluster() {
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error('LATCH_BENCH_LOAD_SECONDS must be a positive number')
  const started = await ensureCluster()
  try {
    const table = calls(root).filter(([name]) =>
      ['balance (5 s cache)', 'quote 1 ETH → USDL', 'getWallets page 1'].includes(name),
    )
    /** @type {[string, { method?: 'GET' | 'POST', path: string }][]} */
    const list = [
      ...table.map(([name, path]) => /** @type {[string, { path: string }]} */ ([name, { path }])),
      ['POST /api/e (a new event each)', analyticsCall],
    ]
    console.log(
      `\n| call (50 connections, ${seconds} s, 10,000 clients) | target | requests/s | p50 | p95 | non-2xx | 429 | errors |` +
        '\n|---|---|---:|---:|---:|---:|---:|---:|',
    )
    for (const [name, call] of list)
      for (const [target, url] of targets) {
        await load(url, call, warmSeconds)
        const result = await load(url, call, seconds)
        console.log(
          `| ${name} | ${target} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} ms | ` +
            `${result.p95.toFixed(1)} ms | ${result.non2xx} | ${result.limited} | ${result.errors} |`,
        )
      }
  } finally {
    if (started) await stopStarted(started)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchCluster()
