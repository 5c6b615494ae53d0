/**
 * Starts `server` listening and answers where, with a close that also ends kept-alive
 * connections (a bare `server.close()` waits for them).
 * @example
 * const { url, close } = await listenHttp(createServer(handler), { host: '127.0.0.1', port: 0 })
 * @param {import('node:http').Server} server
 * @param {{ host: string, port: number }} where port 0 takes a free one
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function listenHttp(server, { host, port }) {
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined))
        server.closeAllConnections()
      }),
  }
}
