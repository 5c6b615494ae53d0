// Runs the local WalletConnect relay until SIGTERM or SIGINT:
//   node packages/localnet/src/relay/main.mjs [--host 127.0.0.1] [--port 5555]
// Ready once it prints "relay listening on ws://…", or once GET http://<host>:<port>/ answers 200.
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

const relay = await createRelay({ ...readArgs(), log: (line) => process.stderr.write(`${line}\n`) }).catch(
  (error) => fail(error),
)
process.stdout.write(`relay listening on ${relay.url}\n`)

let stopping = false
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return
  stopping = true
  relay.close().then(
    () => process.exit(0),
    (error) => fail(`relay: failed to close on ${signal}: ${error}`),
  )
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
