// The frame's HTTP server: a Node server of ours, so that the client address the routes read comes
// from the socket (see forwardedFor.mjs), that answers /api itself (see answerNodeApiRequest.mjs) and
// the build's scripts and styles from their precompressed copies (see staticAssets.mjs), and hands
// every other request to Next. `npm start`, cluster mode and production run it:
// node apps/frame/server/main.mjs [-H host] [-p port].
import { createServer, STATUS_CODES } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import next from 'next'
import { answerNodeApiRequest } from './answerNodeApiRequest.mjs'
import { setClientAddress, trustedProxies } from './forwardedFor.mjs'
import { answerStaticAsset, loadStaticAssets } from './staticAssets.mjs'

const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H', default: '127.0.0.1' },
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
  },
})
const hostname = values.hostname
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Not a port: ${values.port}`)
// What `next start` sets before the app's instrumentation runs, which reads them.
Object.assign(process.env, { NODE_ENV: 'production', PORT: String(port) })

const app = next({ dev: false, dir: fileURLToPath(new URL('..', import.meta.url)), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
// The API's bundle (scripts/buildApi.mjs). Its routes and Next's find the same services in the
// process (src/server/internal/processGlobal.ts); they are started here, before the first request,
// since Next runs its instrumentation only with the first request it handles itself.
const bundle = new URL('../dist/api/', import.meta.url)
/** @type {{ answerApiRequest: import('./answerNodeApiRequest.mjs').AnswerApiRequest }} */
const { answerApiRequest } = await import(new URL('answerApiRequest.mjs', bundle).href)
/** @type {{ startServer: () => Promise<void> }} */
const { startServer } = await import(new URL('startServer.mjs', bundle).href)
await startServer()
const staticAssets = await loadStaticAssets(fileURLToPath(new URL('../dist/static/', import.meta.url)))
const listening = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`
const trusted = trustedProxies(process.env.LATCH_TRUSTED_PROXY)

const server = createServer((request, response) => {
  setClientAddress(request, trusted)
  if (answerStaticAsset(request, response, staticAssets)) return
  answerNodeApiRequest(request, response, answerApiRequest, listening)
    .then((answered) => (answered ? undefined : handle(request, response)))
    .catch((error) => {
      // A JSON line, as the server's logger writes them (src/server/log/createLogger.ts).
      const { name, message, stack } = error instanceof Error ? error : new Error(String(error))
      const failed = { name, message, stack }
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'error',
          msg: 'request failed',
          area: 'server',
          error: failed,
        }),
      )
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'Internal server error' }))
    })
})

// A request Node cannot parse (headers past its 16 KB, a malformed request line) is refused here,
// before any route: in JSON, as every /api refusal is.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy()
  const status = /** @type {{ code?: string }} */ (error).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const body = JSON.stringify({ error: status === 431 ? 'Request headers too large' : 'Malformed request' })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
})

server.listen(port, hostname, () => console.log(`Latch frame listening on http://${hostname}:${port}`))

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold close() open: the ones not in a request go now.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
