import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { SMTPServer } from 'smtp-server'
import { createInboxApi } from './internal/createInboxApi.mjs'
import { createMessageStore } from './internal/createMessageStore.mjs'
import { parseMessage } from './internal/parseMessage.mjs'

/**
 * @typedef {object} InboxMessage
 * @property {string} id
 * @property {string} from the From header's address (else the envelope sender)
 * @property {string[]} to the envelope recipients
 * @property {string} subject
 * @property {string} text the plain-text body ('' when the mail has none)
 * @property {string} [html]
 * @property {string} receivedAt ISO 8601
 */

/**
 * @typedef {object} CreateSmtpInboxOptions
 * @property {number} smtpPort 0 picks a free one
 * @property {number} httpPort 0 picks a free one
 * @property {string} [host] defaults to 127.0.0.1, for both servers
 * @property {number} [maxMessages] how many it keeps, dropping the oldest; defaults to 500
 * @property {number} [maxMessageBytes] larger messages are refused with 552; defaults to 1 MiB
 */

/**
 * @typedef {object} SmtpInbox
 * @property {number} smtpPort
 * @property {number} httpPort
 * @property {string} inboxUrl the HTTP API, `http://<host>:<httpPort>`
 * @property {() => Promise<void>} close
 */

/**
 * Starts an SMTP server that accepts any mail (no auth, no TLS: loopback only) and keeps it in
 * memory, and the HTTP JSON API that reads it back (see createInboxApi).
 * @param {CreateSmtpInboxOptions} options
 * @returns {Promise<SmtpInbox>}
 */
export async function createSmtpInbox(options) {
  const { host = '127.0.0.1', maxMessages = 500, maxMessageBytes = 1024 * 1024 } = options
  const store = createMessageStore(maxMessages)
  const smtp = new SMTPServer({
    banner: 'Latch local SMTP inbox',
    disabledCommands: ['STARTTLS', 'AUTH'],
    hideSTARTTLS: true,
    authOptional: true,
    disableReverseLookup: true,
    size: maxMessageBytes,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = []
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        if (!stream.sizeExceeded) chunks.push(chunk)
      })
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(
            Object.assign(
              new Error(`Message exceeds the fixed maximum message size of ${maxMessageBytes} bytes`),
              {
                responseCode: 552,
              },
            ),
          )
          return
        }
        const { mailFrom, rcptTo } = session.envelope
        parseMessage(
          Buffer.concat(chunks),
          {
            mailFrom: mailFrom ? mailFrom.address : undefined,
            rcptTo: rcptTo.map((recipient) => recipient.address),
          },
          { id: randomUUID(), receivedAt: new Date() },
        ).then(
          (message) => {
            store.add(message)
            callback(null, `Queued as ${message.id}`)
          },
          (/** @type {unknown} */ error) =>
            callback(
              Object.assign(new Error(`Cannot parse the message: ${String(error)}`), { responseCode: 554 }),
            ),
        )
      })
    },
  })
  const http = createServer(createInboxApi(store))

  const smtpPort = await listen(smtp.server, options.smtpPort, host)
  // With its logger off, smtp-server reports errors (a client's broken connection, say) only as
  // this event, which would throw without a listener.
  smtp.on('error', (error) => console.error(`smtp: ${error.message}`))
  let httpPort
  try {
    httpPort = await listen(http, options.httpPort, host)
  } catch (error) {
    await new Promise((resolve) => smtp.close(() => resolve(undefined)))
    throw error
  }
  return {
    smtpPort,
    httpPort,
    inboxUrl: `http://${host.includes(':') ? `[${host}]` : host}:${httpPort}`,
    close: async () => {
      await Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => {
          http.close(() => resolve(undefined))
          http.closeAllConnections()
        }),
      ])
    },
  }
}

/**
 * @param {import('node:net').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>} the port it listens on
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      if (address === null || typeof address === 'string') reject(new Error('no TCP address'))
      else resolve(address.port)
    })
  })
}
