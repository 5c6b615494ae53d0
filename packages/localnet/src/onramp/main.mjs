#!/usr/bin/env node
// The onramp sandbox as a process:
//   node packages/localnet/src/onramp/main.mjs [--host 127.0.0.1] [--port 5558]
// with LATCH_ONRAMP_KEY (default 'latch-onramp-sandbox-key') and LATCH_ONRAMP_BANK_SETTLE_MS
// (default 5000) from the environment. It delivers on the devnets of devnets.mjs.
// Ready once GET http://<host>:<port>/health answers 200; stops on SIGTERM or SIGINT.
import { parseArgs } from 'node:util'
import { createOnrampSandbox } from './createOnrampSandbox.mjs'

const usage = 'Usage: node packages/localnet/src/onramp/main.mjs [--host 127.0.0.1] [--port 5558]'

/**
 * @param {unknown} error
 * @param {number} [code]
 * @returns {never}
 */
function fail(error, code = 1) {
  console.error(`onramp: ${error instanceof Error ? error.message : String(error)}`)
  if (code === 2) console.error(usage)
  process.exit(code)
}

/** @returns {{ host: string, port: number, bankSettleMs: number, key: string }} */
function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '5558' },
      },
    })
    const port = Number(values.port)
    if (!/^\d+$/.test(values.port) || port > 65_535)
      throw new Error(`--port must be a port number, not ${JSON.stringify(values.port)}`)
    const settle = process.env.LATCH_ONRAMP_BANK_SETTLE_MS || '5000'
    if (!/^\d+$/.test(settle))
      throw new Error(
        `LATCH_ONRAMP_BANK_SETTLE_MS must be a number of milliseconds, not ${JSON.stringify(settle)}`,
      )
    return {
      host: values.host,
      port,
      bankSettleMs: Number(settle),
      key: process.env.LATCH_ONRAMP_KEY || 'latch-onramp-sandbox-key',
    }
  } catch (error) {
    return fail(error, 2)
  }
}

const sandbox = await createOnrampSandbox({ ...readOptions(), log: (line) => console.log(line) }).catch(
  (/** @type {unknown} */ error) => fail(error),
)
console.log(`onramp sandbox listening on ${sandbox.url}`)

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, async () => {
    await sandbox.close()
    process.exit(0)
  })
}
