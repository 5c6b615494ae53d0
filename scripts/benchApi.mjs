// The API part of `npm run bench`: requests per second and latency of the busiest calls under 50
// concurrent connections (autocannon against the running frame), and the wallet catalogue's query
// times on a generated 10,000-entry catalogue. `load` is also the cluster's (./benchCluster.mjs).
import { spawnSync } from 'node:child_process'
import { randomInt, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { quantile } from './benchStats.mjs'

const frameUrl = 'http://127.0.0.1:3000'
const headers = { origin: 'http://localhost:5173', 'x-sdk-type': 'bench', 'x-sdk-version': '0' }
// An audience, not one client: each request comes from one of this many addresses (in 10.0.0.0/8),
// named in X-Forwarded-For, which the frame honours from its trusted proxy (nginx, or this loopback
// client). Per-client rate limits then meet a client's share of the load, as in production.
const audience = 10_000
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nativeToken = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The calls of the table, by name.
 * @param {string} root
 * @returns {[string, string][]}
 */
export function calls(root) {
  const deployments = JSON.parse(readFileSync(join(root, '.latch/deployments.json'), 'utf8'))
  const devnet = deployments['31337']
  const usdl = devnet.tokens.find((token) => token.symbol === 'USDL').address
  const ltch = devnet.tokens.find((token) => token.symbol === 'LTCH').address
  const balance = `/api/v1/account/${account}/balance?projectId=latch-dev&currency=usd&chainId=eip155:31337`
  return [
    ['balance (5 s cache)', balance],
    ['balance, forceUpdate', `${balance}&forceUpdate=eip155:31337:${usdl}`],
    [
      'quote 1 ETH → USDL',
      `/api/v1/convert/quotes?projectId=latch-dev&amount=1000000000000000000&userAddress=${account}` +
        `&from=eip155:31337:${nativeToken}&to=eip155:31337:${usdl}`,
    ],
    [
      'quote 100 USDL → LTCH',
      `/api/v1/convert/quotes?projectId=latch-dev&amount=100000000&userAddress=${account}` +
        `&from=eip155:31337:${usdl}&to=eip155:31337:${ltch}`,
    ],
    ['getWallets page 1', '/api/getWallets?projectId=latch-dev&page=1&entries=40'],
    ['getWallets search', '/api/getWallets?projectId=latch-dev&page=1&entries=100&search=wal'],
  ]
}

/** A client address of the audience for X-Forwarded-For. */
function clientAddress() {
  const n = randomInt(audience)
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * POST /api/e's body: a fresh event each time, since the frame stores an eventId once.
 * @returns {string}
 */
function analyticsEvent() {
  return JSON.stringify({
    eventId: randomUUID(),
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  })
}

/** POST /api/e, as the frame sends it. */
export const analyticsCall = /** @type {const} */ ({ method: 'POST', path: '/api/e?projectId=latch-dev' })

/**
 * @typedef {object} LoadResult
 * @property {number} rps requests per second, on average
 * @property {number} p50 latency of the 2xx answers, ms
 * @property {number} p95
 * @property {number} non2xx answers neither 2xx nor 429
 * @property {number} limited 429 answers (rate limits)
 * @property {number} errors connection errors and timeouts
 */

/**
 * 50 connections on one call for `seconds`, each request from a client of the audience.
 * @param {string} baseUrl
 * @param {{ method?: 'GET' | 'POST', path: string }} call
 * @param {number} [seconds]
 * @returns {Promise<LoadResult>}
 */
export async function load(baseUrl, { method = 'GET', path }, seconds = 8) {
  /** @type {number[]} */
  const latencies = []
  const answers = { non2xx: 0, limited: 0 }
  const instance = autocannon({
    url: `${baseUrl}${path}`,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method,
        path,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...headers,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            'x-forwarded-for': clientAddress(),
          },
          ...(method === 'POST' ? { body: analyticsEvent() } : {}),
        }),
      },
    ],
  })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
    else if (statusCode === 429) answers.limited += 1
    else answers.non2xx += 1
  })
  const result = await instance
  return {
    rps: result.requests.average,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    non2xx: answers.non2xx,
    limited: answers.limited,
    errors: result.errors + result.timeouts,
  }
}

/**
 * Runs the API benchmarks and prints their tables.
 * @param {string} root
 */
export async function benchApi(root) {
  console.log(
    '\n| call (50 connections, 8 s) | requests/s | p50 | p95 | non-200 |\n|---|---:|---:|---:|---:|',
  )
  for (const [name, path] of calls(root)) {
    const { rps, p50, p95, non2xx, limited, errors } = await load(frameUrl, { path })
    const failures = non2xx + limited + errors
    console.log(`| ${name} | ${rps.toFixed(0)} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${failures} |`)
  }
  const catalogue = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'apps/frame/scripts/benchCatalogue.ts')],
    { cwd: root, encoding: 'utf8' },
  )
  if (catalogue.status !== 0) throw new Error(`benchCatalogue failed:\n${catalogue.stderr}`)
  const { entries, queries, search, page } = JSON.parse(catalogue.stdout.trim().split('\n').at(-1) ?? '{}')
  console.log(
    `\n| catalogue query (${entries} entries, ${queries} queries, in process) | p50 | p95 |\n|---|---:|---:|` +
      `\n| search | ${search.p50Ms.toFixed(3)} ms | ${search.p95Ms.toFixed(3)} ms |` +
      `\n| page | ${page.p50Ms.toFixed(3)} ms | ${page.p95Ms.toFixed(3)} ms |`,
  )
}
