// The API part of `npm run bench`: requests per second and latency of the busiest calls under 50
// concurrent connections (autocannon against the running frame), and the wallet catalogue's query
// times on a generated 10,000-entry catalogue.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { quantile } from './benchStats.mjs'

const frameUrl = 'http://127.0.0.1:3000'
const headers = { origin: 'http://localhost:5173', 'x-sdk-type': 'bench', 'x-sdk-version': '0' }
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nativeToken = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** @param {string} root */
function calls(root) {
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

/** @param {string} path */
async function load(path) {
  const latencies = []
  const errors = { count: 0 }
  const instance = autocannon({ url: `${frameUrl}${path}`, connections: 50, duration: 8, headers })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime)
    else errors.count += 1
  })
  const result = await instance
  return {
    rps: result.requests.average,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    failures: errors.count + result.errors + result.timeouts,
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
    const { rps, p50, p95, failures } = await load(path)
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
