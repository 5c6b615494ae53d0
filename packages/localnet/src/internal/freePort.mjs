import { createServer } from 'node:net'

/**
 * A port the kernel just handed out on 127.0.0.1 and that is free again, for tests that must
 * not touch the fixed ports of a running `npm start`.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no TCP address'))
        else resolve(address.port)
      })
    })
  })
}
