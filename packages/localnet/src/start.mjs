// The entry behind `npm start`: builds, then runs the local services of ./services.mjs on their
// fixed loopback ports until Ctrl-C, and stops everything it started when it stops. With --cluster
// (`npm run start:cluster`) it runs those of ./cluster/clusterServices.mjs instead: two frames on one
// Postgres behind nginx.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { bitcoinDevBalanceBtc, bitcoinDevKeys } from './bitcoin/bitcoinDevKeys.mjs'
import { clusterServices } from './cluster/clusterServices.mjs'
import { devAccountBalanceEth, devAccounts, devMnemonic } from './devAccounts.mjs'
import { describeExit } from './internal/describeExit.mjs'
import { formatTable } from './internal/formatTable.mjs'
import { groupAlive } from './internal/groupAlive.mjs'
import { killGroup } from './internal/killGroup.mjs'
import { portInUse } from './internal/portInUse.mjs'
import { startReaper } from './internal/startReaper.mjs'
import { services as singleServices } from './services.mjs'
import { solanaUsdl } from './solana/solanaCluster.mjs'
import { solanaDevBalanceSol, solanaDevKeys } from './solana/solanaDevKeys.mjs'

const usage = `Usage: npm start -- [--no-build] [--fresh-data] [--only <name,...>] [--cluster [--info <file>]]

Builds every workspace with turbo, then starts the local services and prints where they run.
Ctrl-C stops them all.

  --no-build       serve the last build instead of building first
  --fresh-data     start the frame on an empty database: empties LATCH_DATA_DIR, which must be
                   set (the test suite's own; the default .latch/db is never emptied)
  --only <names>   start only these services (of ${singleServices.map((service) => service.name).join(', ')})
  --cluster        two frames (:3001, :3002) on one Postgres (a throwaway one on :5440, or
                   DATABASE_URL) behind nginx on :8080, the host demo using :8080; a frame that
                   stops does not stop the rest, and SIGUSR2 starts stopped frames again
  --info <file>    with --cluster: keep the pids and nginx's access log path there, as JSON
  --trust-forwarded-for <addresses>
                   with --cluster: let callers from these addresses (comma-separated) name the
                   client in X-Forwarded-For, as a CDN in front of nginx would; by default nginx
                   keys every request on the address it sees`

const root = fileURLToPath(new URL('../../../', import.meta.url))
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' }
const cluster = process.argv.includes('--cluster')
const services = cluster
  ? clusterServices({
      databaseUrl: process.env.DATABASE_URL,
      infoFile: optionValue('--info'),
      trustForwardedFrom: optionValue('--trust-forwarded-for')?.split(','),
    })
  : singleServices
const nameWidth = Math.max('latch'.length, ...services.map((service) => service.name.length))

/**
 * Read before parseCommandLine, which needs the service list it decides.
 * @param {string} name
 * @returns {string | undefined}
 */
function optionValue(name) {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

/** @param {string} name */
function prefixFor(name) {
  return `${name.padEnd(nameWidth)} | `
}

/** @param {string} message */
function log(message) {
  for (const line of message.split('\n')) process.stdout.write(`${prefixFor('latch')}${line}\n`)
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  for (const line of message.split('\n')) process.stderr.write(`${prefixFor('latch')}${line}\n`)
  process.exit(1)
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error)
}

/**
 * @returns {{ noBuild: boolean, freshData: boolean, selected: readonly import('./services.mjs').Service[] }}
 */
function parseCommandLine() {
  try {
    const { values } = parseArgs({
      options: {
        'no-build': { type: 'boolean' },
        'fresh-data': { type: 'boolean' },
        only: { type: 'string' },
        cluster: { type: 'boolean' },
        info: { type: 'string' },
        'trust-forwarded-for': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    if (values.help) {
      console.log(usage)
      process.exit(0)
    }
    const only = values.only?.split(',').map((name) => name.trim())
    const unknown = only?.filter((name) => !services.some((service) => service.name === name)) ?? []
    if (unknown.length > 0) throw new Error(`Unknown service: ${unknown.join(', ')}`)
    return {
      noBuild: values['no-build'] ?? false,
      freshData: values['fresh-data'] ?? false,
      selected: only ? services.filter((service) => only.includes(service.name)) : services,
    }
  } catch (error) {
    console.error(`${messageOf(error)}\n\n${usage}`)
    process.exit(2)
  }
}

const { noBuild, freshData, selected } = parseCommandLine()

// Checked before the build so that a busy port fails fast, and again after it since the build takes
// a while. A port held by someone else is theirs: we name it and stop, we never kill its owner.
async function refuseBusyPorts() {
  const busy = []
  for (const service of selected) {
    for (const port of service.ports) {
      if (await portInUse(port)) busy.push(`Port ${port} (${service.name}) is already in use.`)
    }
  }
  if (busy.length > 0) {
    fail(
      `${busy.join('\n')}\nStop whatever listens there (an earlier npm start?) and try again; ` +
        'this script does not stop processes it did not start.',
    )
  }
}

function refuseMissingBuild() {
  const missing = selected.flatMap((service) =>
    (service.requires ?? [])
      .filter((path) => !existsSync(join(root, path)))
      .map((path) => `${service.name} has not been built: ${path} is missing.`),
  )
  if (missing.length > 0) {
    fail(`${missing.join('\n')}\nRun npm start without --no-build (it builds first), or npm run build.`)
  }
}

function build() {
  log('Building with turbo (npm start -- --no-build skips this)')
  const result = spawnSync(join(root, 'node_modules/.bin/turbo'), ['run', 'build'], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  if (result.error) fail(`Could not run turbo: ${result.error.message}`)
  if (result.status !== 0) {
    fail(
      `The build failed (${describeExit({ code: result.status, signal: result.signal })}); nothing was started.\n` +
        'Fix the errors above, or serve the last build with npm start -- --no-build.',
    )
  }
}

function printTable() {
  const table = formatTable([
    ...selected.map((service) => [service.name, service.url, service.detail ?? '']),
    ['dev project', 'latch-dev', 'allow-list http://localhost:*'],
  ])
  const accounts =
    `Dev accounts: ${devAccounts.length} with ${devAccountBalanceEth} ETH each on every devnet, ` +
    `first ${devAccounts[0]?.address}, mnemonic "${devMnemonic}".`
  const solana = selected.some((service) => service.name === 'solana')
    ? `\nSolana dev keypairs: ${solanaDevKeys.length} with ${solanaDevBalanceSol} SOL and ${solanaUsdl.devBalance} USDL ` +
      `(mint ${solanaUsdl.mint.address}) each, first ${solanaDevKeys[0]?.address}, same mnemonic at m/44'/501'/i'/0'.`
    : ''
  const bitcoin = selected.some((service) => service.name === 'bitcoin')
    ? `\nBitcoin dev keys: ${bitcoinDevKeys.length} with ${bitcoinDevBalanceBtc} BTC each on regtest, ` +
      `first ${bitcoinDevKeys[0]?.address}, same mnemonic at m/84'/1'/0'/0/i.`
    : ''
  process.stdout.write(
    `\nLatch is running. Ctrl-C stops everything.\n\n${table}\n\n${accounts}${solana}${bitcoin}\n\n`,
  )
}

async function run() {
  /** @type {{ name: string, running: import('./services.mjs').RunningService }[]} */
  const started = []
  const stopRequest = new AbortController()
  const reaper = startReaper()
  let exitCode = 0

  /**
   * @param {number} code
   * @param {string} why
   */
  const requestStop = (code, why) => {
    if (stopRequest.signal.aborted) return
    exitCode = code
    log(why)
    stopRequest.abort(new Error(why))
  }

  // Never leave a child behind, even when we die of an unexpected error: 'exit' handlers run
  // synchronously, so only a signal can be sent here, and only to groups that still run. The reaper
  // covers the deaths that run no handler at all.
  const killRemaining = () => {
    for (const { running } of started) {
      if (groupAlive(running.pid)) killGroup(running.pid, 'SIGKILL')
    }
  }
  process.on('exit', killRemaining)

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      if (!stopRequest.signal.aborted) return requestStop(0, `Got ${signal}, stopping everything`)
      log(`Got ${signal} again, killing everything now`)
      process.exit(exitCode || 1)
    })
  }

  for (const service of selected) {
    if (stopRequest.signal.aborted) break
    log(`Starting ${service.name}`)
    let running
    try {
      running = await service.start({
        root,
        env,
        prefix: prefixFor(service.name),
        signal: stopRequest.signal,
        watch: reaper.watch,
        release: reaper.release,
      })
    } catch (error) {
      requestStop(1, `${service.name} could not start: ${messageOf(error)}`)
      break
    }
    started.push({ name: service.name, running })
    reaper.watch(running.pid)
    running.exited.then((exit) => {
      requestStop(1, `${service.name} exited (${describeExit(exit)}), stopping everything`)
    })
    try {
      await service.ready(stopRequest.signal)
    } catch (error) {
      requestStop(1, `${service.name} did not get ready: ${messageOf(error)}`)
      break
    }
  }

  if (!stopRequest.signal.aborted) {
    printTable()
    await new Promise((resolve) => stopRequest.signal.addEventListener('abort', resolve, { once: true }))
  }

  const results = await Promise.allSettled(started.map(({ running }) => running.stop()))
  results.forEach((result, index) => {
    const entry = started[index]
    if (!entry) return
    if (result.status === 'fulfilled') reaper.release(entry.running.pid)
    else log(`Could not stop ${entry.name}: ${messageOf(result.reason)}`)
  })
  log(exitCode === 0 ? 'Stopped' : 'Stopped after a failure (see above)')
  process.exit(exitCode)
}

// After the ports are checked: a frame on this data directory would hold one of them.
function emptyDataDir() {
  const dataDir = process.env.LATCH_DATA_DIR
  if (!dataDir) fail('--fresh-data empties LATCH_DATA_DIR: set it to the directory to start afresh in.')
  const directory = resolve(dataDir)
  rmSync(directory, { recursive: true, force: true })
  log(`Starting on an empty database in ${directory}`)
}

await refuseBusyPorts()
if (!noBuild) build()
refuseMissingBuild()
await refuseBusyPorts()
if (freshData) emptyDataDir()
await run()
