#!/usr/bin/env node
// The local SMTP inbox as a process:
// `node packages/localnet/src/smtp/main.mjs [--smtp-port 2525] [--http-port 5557]`.
// Ready once GET http://127.0.0.1:<http-port>/ answers 200; stops on SIGTERM or SIGINT.
import { parseArgs } from 'node:util'
import { createSmtpInbox } from './createSmtpInbox.mjs'

const { values } = parseArgs({
  options: {
    'smtp-port': { type: 'string', default: '2525' },
    'http-port': { type: 'string', default: '5557' },
  },
})
const smtpPort = portOption('smtp-port', values['smtp-port'])
const httpPort = portOption('http-port', values['http-port'])

const inbox = await createSmtpInbox({ smtpPort, httpPort }).catch((/** @type {unknown} */ error) => {
  console.error(`smtp: cannot listen: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
console.log(`smtp listening on 127.0.0.1:${inbox.smtpPort}, inbox ${inbox.inboxUrl}`)

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, async () => {
    await inbox.close()
    process.exit(0)
  })
}

/**
 * @param {string} name
 * @param {string} value
 */
function portOption(name, value) {
  const port = Number(value)
  if (Number.isInteger(port) && port >= 0 && port <= 65_535) return port
  console.error(`smtp: --${name} must be a port number, not ${JSON.stringify(value)}`)
  process.exit(2)
}
