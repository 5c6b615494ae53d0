import { createServer } from 'node:http'
import { safeJsonStringify } from '@walletconnect/safe-json'
import { WebSocket, WebSocketServer } from 'ws'
import { clientIdFromAuth } from './internal/clientIdFromAuth.mjs'
import { createMailbox } from './internal/createMailbox.mjs'
import { parseFrame } from './internal/parseFrame.mjs'
import { RpcError } from './internal/RpcError.mjs'
import { readParams } from './internal/readParams.mjs'
import { subscriptionId } from './internal/subscriptionId.mjs'

/** @typedef {import('./internal/createMailbox.mjs').MailboxEntry} MailboxEntry */
/** @typedef {import('./internal/parseFrame.mjs').RpcId} RpcId */

/**
 * @typedef {object} CreateRelayOptions
 * @property {number} port where to listen; 0 for any free port
 * @property {string} [host] defaults to 127.0.0.1
 * @property {number} [pingIntervalMs] how often each socket is pinged; one that left the previous
 *   ping unanswered is dropped. Defaults to 10 s (Node SDK clients drop a relay silent for 35 s).
 * @property {(line: string) => void} [log] told about refused connections and malformed frames
 */

/**
 * @typedef {object} Relay
 * @property {string} url the WebSocket URL to give the SDKs as `relayUrl`, e.g. ws://127.0.0.1:5555
 * @property {number} port
 * @property {() => Promise<void>} close closes every socket and stops listening
 */

/**
 * @typedef {object} Connection
 * @property {WebSocket} socket
 * @property {string} clientId the did:key of the client's relay JWT
 * @property {Map<string, string>} subscriptions subscription ids by topic
 * @property {Map<string, MailboxEntry>} awaitingAck deliveries not acked yet, by their rpc id
 * @property {boolean} alive whether it answered (or said anything) since the last ping
 */

/**
 * @typedef {object} Answer
 * @property {unknown} result
 * @property {() => void} [afterReply] runs once the result is sent, e.g. to replay kept messages
 */

/** @typedef {(connection: Connection, params: unknown, method: string) => Answer} Method */

// The tags the sign client would have put on these messages had it published them itself.
const tags = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 }
const defaultPublishTtlSeconds = 6 * 60 * 60
const defaultSessionTtlSeconds = 5 * 60
const maxBatch = 1000
const maxFetch = 500
const maxSubscriptionsPerConnection = 10_000
const maxFrameBytes = 4 * 1024 * 1024

/**
 * A local WalletConnect relay: what the real WalletConnect SDKs (sign-client, core, walletkit
 * 2.25) need to pair and talk through loopback without the internet. It also answers a plain
 * GET / with 200 "ok", for readiness checks.
 * @param {CreateRelayOptions} options
 * @returns {Promise<Relay>}
 */
export async function createRelay(options) {
  const { host = '127.0.0.1', port, pingIntervalMs = 10_000, log = () => {} } = options
  const mailbox = createMailbox()
  /** @type {Set<Connection>} */
  const connections = new Set()
  /** @type {Map<string, Set<Connection>>} */
  const subscribers = new Map()
  let sequence = 0
  /** @type {Promise<void> | undefined} */
  let closing

  const server = createServer((request, response) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && request.url?.split('?')[0] === '/') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n')
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        'code' in error && error.code === 'EADDRINUSE'
          ? new Error(`relay: port ${port} on ${host} is already in use`)
          : error,
      )
    })
    server.listen(port, host, () => resolve(undefined))
  })
  server.on('error', (error) => log(`relay: ${error.message}`))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('relay: no TCP address')
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${address.port}`

  const sockets = new WebSocketServer({ server, maxPayload: maxFrameBytes })
  sockets.on('error', (error) => log(`relay: ${error.message}`))
  sockets.on('connection', (socket, request) => {
    socket.on('error', (error) => log(`relay: socket error: ${error.message}`))
    if (closing) {
      socket.close(1001, 'relay shutting down')
      return
    }
    /** @type {string} */
    let clientId
    try {
      clientId = clientIdFromAuth(new URL(request.url ?? '/', 'http://relay').searchParams.get('auth'))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log(`relay: refused a connection: ${reason}`)
      socket.close(1008, reason)
      return
    }
    /** @type {Connection} */
    const connection = {
      socket,
      clientId,
      subscriptions: new Map(),
      awaitingAck: new Map(),
      alive: true,
    }
    connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data, isBinary) => {
      connection.alive = true
      onFrame(connection, isBinary ? null : rawText(data))
    })
    socket.on('close', () => onClose(connection))
  })

  const ticker = setInterval(() => {
    mailbox.sweep()
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
      for (const [id, entry] of connection.awaitingAck) {
        if (!mailbox.holds(entry)) connection.awaitingAck.delete(id)
      }
    }
  }, pingIntervalMs)
  ticker.unref()

  /**
   * @param {Connection} connection
   * @param {string | null} text null for a binary frame
   */
  function onFrame(connection, text) {
    if (text === null) {
      replyError(connection, null, -32700, 'Parse error: binary frames are not supported, send JSON text')
      return
    }
    const frame = parseFrame(text)
    if (frame.kind === 'invalid') {
      log(`relay: malformed frame from ${connection.clientId}: ${frame.message}`)
      replyError(connection, frame.id, frame.code, frame.message)
      return
    }
    if (frame.kind === 'response') {
      onAck(connection, frame.id)
      return
    }
    try {
      const method = Object.hasOwn(methods, frame.method) ? methods[frame.method] : undefined
      if (!method) throw new RpcError(-32601, `Method not found: ${frame.method}`)
      const answer = method(connection, frame.params, frame.method)
      reply(connection, frame.id, answer.result)
      answer.afterReply?.()
    } catch (error) {
      if (error instanceof RpcError) {
        replyError(connection, frame.id, error.code, error.message)
      } else {
        log(`relay: ${frame.method} failed: ${error instanceof Error ? error.stack : String(error)}`)
        replyError(connection, frame.id, -32603, 'Internal error')
      }
    }
  }

  /**
   * @param {Connection} connection
   * @param {RpcId} id
   */
  function onAck(connection, id) {
    const entry = connection.awaitingAck.get(String(id))
    if (!entry) return
    connection.awaitingAck.delete(String(id))
    entry.recipients.set(connection.clientId, 'acked')
  }

  /** @param {Connection} connection */
  function onClose(connection) {
    connections.delete(connection)
    for (const topic of connection.subscriptions.keys()) unindex(connection, topic)
    // Unacked deliveries count as lost: the client gets them again on its next socket.
    for (const entry of connection.awaitingAck.values()) {
      if (entry.recipients.get(connection.clientId) !== 'sent') continue
      entry.recipients.delete(connection.clientId)
      if (mailbox.holds(entry)) deliver(entry)
    }
    connection.awaitingAck.clear()
  }

  /**
   * @param {Connection} connection
   * @param {string} topic
   * @returns {string} the subscription id
   */
  function subscribe(connection, topic) {
    const known = connection.subscriptions.get(topic)
    if (known) return known
    if (connection.subscriptions.size >= maxSubscriptionsPerConnection) {
      throw new RpcError(
        -32000,
        `Too many subscriptions: at most ${maxSubscriptionsPerConnection} per socket`,
      )
    }
    const id = subscriptionId(topic, connection.clientId)
    connection.subscriptions.set(topic, id)
    const set = subscribers.get(topic) ?? new Set()
    set.add(connection)
    subscribers.set(topic, set)
    return id
  }

  /**
   * @param {Connection} connection
   * @param {string} topic
   */
  function unsubscribe(connection, topic) {
    connection.subscriptions.delete(topic)
    unindex(connection, topic)
  }

  /**
   * @param {Connection} connection
   * @param {string} topic
   */
  function unindex(connection, topic) {
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  /**
   * Sends what the mailbox kept on these topics that this client has not had yet.
   * @param {Connection} connection
   * @param {string[]} topics
   */
  function replay(connection, topics) {
    for (const topic of topics) {
      if (!connection.subscriptions.has(topic)) continue
      for (const entry of mailbox.undelivered(topic, connection.clientId)) send(connection, entry)
    }
  }

  /** @param {import('./internal/createMailbox.mjs').Letter} letter */
  function publish(letter) {
    deliver(mailbox.put(letter).entry)
  }

  /**
   * Sends an entry to each subscribed client that has not had it, once per client, never to the
   * client that published it.
   * @param {MailboxEntry} entry
   */
  function deliver(entry) {
    for (const connection of subscribers.get(entry.topic) ?? []) {
      if (connection.clientId === entry.publisher || entry.recipients.has(connection.clientId)) continue
      send(connection, entry)
    }
  }

  /**
   * @param {Connection} connection
   * @param {MailboxEntry} entry
   */
  function send(connection, entry) {
    const subscription = connection.subscriptions.get(entry.topic)
    if (subscription === undefined || connection.socket.readyState !== WebSocket.OPEN) return
    const id = BigInt(Date.now()) * 1_000_000n + BigInt(sequence++ % 1_000_000)
    entry.recipients.set(connection.clientId, 'sent')
    connection.awaitingAck.set(String(id), entry)
    connection.socket.send(
      safeJsonStringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscription,
          data: {
            topic: entry.topic,
            message: entry.message,
            publishedAt: entry.publishedAt,
            tag: entry.tag,
            // An empty attestation tells the SDK there is nothing to verify, so it does not ask
            // verify.walletconnect.org (and wait up to 5 s when that is unreachable).
            attestation: entry.attestation,
          },
        },
      }),
    )
  }

  /**
   * @param {Connection} connection
   * @param {unknown} params
   * @param {string} method
   * @returns {import('./internal/createMailbox.mjs').Letter}
   */
  function letterFrom(connection, params, method) {
    const read = readParams(params, method)
    return {
      topic: read.topic('topic'),
      message: read.string('message'),
      ttlSeconds: read.ttlSeconds('ttl', defaultPublishTtlSeconds),
      tag: read.tag('tag'),
      attestation: read.optionalString('attestation'),
      publisher: connection.clientId,
    }
  }

  /** @type {Record<string, Method>} */
  const methods = {
    irn_subscribe(connection, params, method) {
      const topic = readParams(params, method).topic('topic')
      return { result: subscribe(connection, topic), afterReply: () => replay(connection, [topic]) }
    },

    irn_batchSubscribe(connection, params, method) {
      const read = readParams(params, method)
      const topics = read.list('topics', maxBatch).map((topic, index) => {
        return readParams({ topic }, `${method} topics[${index}]`).topic('topic')
      })
      const ids = topics.map((topic) => subscribe(connection, topic))
      return { result: ids, afterReply: () => replay(connection, topics) }
    },

    irn_unsubscribe(connection, params, method) {
      unsubscribe(connection, readParams(params, method).topic('topic'))
      return { result: true }
    },

    irn_batchUnsubscribe(connection, params, method) {
      const topics = readParams(params, method)
        .list('subscriptions', maxBatch)
        .map((subscription, index) =>
          readParams(subscription, `${method} subscriptions[${index}]`).topic('topic'),
        )
      for (const topic of topics) unsubscribe(connection, topic)
      return { result: true }
    },

    irn_publish(connection, params, method) {
      publish(letterFrom(connection, params, method))
      return { result: true }
    },

    irn_batchPublish(connection, params, method) {
      const letters = readParams(params, method)
        .list('messages', maxBatch)
        .map((message, index) => letterFrom(connection, message, `${method} messages[${index}]`))
      for (const letter of letters) publish(letter)
      return { result: true }
    },

    irn_batchFetchMessages(connection, params, method) {
      const topics = readParams(params, method)
        .list('topics', maxBatch)
        .map((topic, index) => readParams({ topic }, `${method} topics[${index}]`).topic('topic'))
      const found = topics.flatMap((topic) => mailbox.undelivered(topic, connection.clientId))
      const messages = found.slice(0, maxFetch).map((entry) => {
        // The answer itself delivers them: nothing acks it further.
        entry.recipients.set(connection.clientId, 'acked')
        const { topic, message, publishedAt, tag, attestation } = entry
        return { topic, message, publishedAt, tag, attestation }
      })
      return { result: { messages, hasMore: found.length > maxFetch } }
    },

    // The dapp never subscribes to its pairing topic itself: proposing does it.
    wc_proposeSession(connection, params, method) {
      const read = readParams(params, method)
      const pairingTopic = read.topic('pairingTopic')
      const letter = {
        topic: pairingTopic,
        message: read.string('sessionProposal'),
        ttlSeconds: read.ttlSeconds('ttl', defaultSessionTtlSeconds),
        tag: tags.sessionPropose,
        attestation: read.optionalString('attestation'),
        publisher: connection.clientId,
      }
      subscribe(connection, pairingTopic)
      publish(letter)
      return { result: true, afterReply: () => replay(connection, [pairingTopic]) }
    },

    // Nor does the wallet subscribe to the session topic: approving does it.
    wc_approveSession(connection, params, method) {
      const read = readParams(params, method)
      const sessionTopic = read.topic('sessionTopic')
      const pairingTopic = read.topic('pairingTopic')
      const ttlSeconds = read.ttlSeconds('ttl', defaultSessionTtlSeconds)
      const attestation = read.optionalString('attestation')
      const response = read.string('sessionProposalResponse')
      const settlement = read.string('sessionSettlementRequest')
      const publisher = connection.clientId
      subscribe(connection, sessionTopic)
      publish({
        topic: pairingTopic,
        message: response,
        ttlSeconds,
        tag: tags.sessionProposeResponse,
        attestation,
        publisher,
      })
      publish({
        topic: sessionTopic,
        message: settlement,
        ttlSeconds,
        tag: tags.sessionSettle,
        attestation,
        publisher,
      })
      return { result: true, afterReply: () => replay(connection, [sessionTopic]) }
    },
  }

  /**
   * @param {Connection} connection
   * @param {RpcId} id
   * @param {unknown} result
   */
  function reply(connection, id, result) {
    if (connection.socket.readyState !== WebSocket.OPEN) return
    connection.socket.send(safeJsonStringify({ id, jsonrpc: '2.0', result }))
  }

  /**
   * @param {Connection} connection
   * @param {RpcId | null} id
   * @param {number} code
   * @param {string} message
   */
  function replyError(connection, id, code, message) {
    if (connection.socket.readyState !== WebSocket.OPEN) return
    connection.socket.send(safeJsonStringify({ id, jsonrpc: '2.0', error: { code, message } }))
  }

  return {
    url,
    port: address.port,
    close() {
      closing ??= (async () => {
        clearInterval(ticker)
        const open = [...connections].map((connection) => connection.socket)
        const closed = open.map(
          (socket) =>
            new Promise((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) resolve(undefined)
              else socket.once('close', resolve)
            }),
        )
        for (const socket of open) socket.close(1001, 'relay shutting down')
        const stragglers = setTimeout(() => {
          for (const socket of open) socket.terminate()
        }, 1000)
        await Promise.all(closed)
        clearTimeout(stragglers)
        await new Promise((resolve) => sockets.close(() => resolve(undefined)))
        server.closeAllConnections()
        await new Promise((resolve, reject) =>
          server.close((error) => (error ? reject(error) : resolve(undefined))),
        )
      })()
      return closing
    },
  }
}

/**
 * @param {import('ws').RawData} data
 * @returns {string}
 */
function rawText(data) {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
