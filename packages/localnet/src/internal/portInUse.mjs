import { createConnection, createServer } from 'node:net'

/**
 * Whether something already holds `port`: either we cannot listen on `host`, or a loopback
 * address (IPv4 or IPv6) accepts a connection there. The second check matters because browsers
 * resolve `localhost` to ::1 as well, where another server could hide from a bind test on 127.0.0.1.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export async function portInUse(port, host = '127.0.0.1') {
  const results = await Promise.all([
    cannotListen(port, host),
    acceptsConnection(port, '127.0.0.1'),
    acceptsConnection(port, '::1'),
  ])
  return results.some(Boolean)
}

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function cannotListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(true))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)))
  })
}

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function acceptsConnection(port, host) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host })
    socket.setTimeout(1000)
    const settle = (/** @type {boolean} */ accepted) => {
      socket.destroy()
      resolve(accepted)
    }
    socket.once('connect', () => settle(true))
    socket.once('timeout', () => settle(false))
    socket.once('error', () => settle(false))
  })
}
