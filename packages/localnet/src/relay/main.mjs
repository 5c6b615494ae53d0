// Runs the local WalletConnect relay until SIGTERM or SIGINT:
//   node packages/localnet/src/relay/main.mjs [--host 127.0.0.1] [--port 5555]
// Ready once it prints "relay listening on ws://…", or once GET http://<host>:<port>/ answers 200.
// SIGUSR2 restarts it: every socket is closed and every message and subscription forgotten, then it
// listens again on the same port, as a relay that crashed and came back would; the process itself
// stays, so that whoever supervises it (npm start stops everything when a service exits) sees no exit.
import { parseArgs } from 'node:util'
import { createRelay } from './createRelay.mjs'

const usage = 'Usage: node packages/localnet/src/relay/main.mjs [--host 127.0.0.1] [--port 5555]'

/**
 * @param {unknown} error
 * @param {string} [hint]
 * @returns {never}
 */
function fail(error, hint = '') {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${hint}`)
  process.exit(1)
}

/** @returns {{ host: string, port: number }} */
function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '5555' },
        help: { type: 'boolean', default: false },
      },
    })
    if (values.help) {
      process.stdout.write(`${usage}\n`)
      process.exit(0)
    }
    const port = Number(values.port)
    if (!/^\d+$/.test(values.port) || port > 65_535) {
      throw new Error(`--port must be a port number, not "${values.port}"`)
    }
    return { host: values.host, port }
  } catch (error) {
    return fail(error, `${usage}\n`)
  }
}

const options = { ...readArgs(), log: (/** @type {string} */ line) => process.stderr.write(`${line}\n`) }
let relay = await createRelay(options).catch((error) => fail(error))
process.stdout.write(`relay listening on ${relay.url}\n`)

/** @type {Promise<void>} the restart under way, which a stop waits for; restarts queue up */
let restarting = Promise.resolve()
let stopping = false

function restart() {
  if (stopping) return
  restarting = restarting.then(async () => {
    if (stopping) return
    await relay.close()
    relay = await createRelay(options)
    process.stderr.write(`relay restarted on ${relay.url}, with no messages kept\n`)
  })
  restarting.catch((error) => fail(`relay: failed to restart: ${error}`))
}

/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return
  stopping = true
  restarting
    .then(() => relay.close())
    .then(
      () => process.exit(0),
      (error) => fail(`relay: failed to close on ${signal}: ${error}`),
    )
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('SIGUSR2', restart)
