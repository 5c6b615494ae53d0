import type { IncomingMessage, ServerResponse } from 'node:http'

type Next = (error?: unknown) => void

/** The path of the script that tells the demo's pages where the frame is; index.html loads it first. */
const frameUrlScriptPath = '/latch-frame-url.js'

/**
 * Serves `window.latchFrameUrl = <frameUrl>` at frameUrlScriptPath, so that one build of the demo
 * follows the frame URL its server was started with (`npm start`: the frame on :3000; cluster mode:
 * nginx on :8080) instead of the one baked in at build time.
 *
 * @example
 * server.middlewares.use(frameUrlMiddleware('http://127.0.0.1:8080'))
 */
export function frameUrlMiddleware(frameUrl: string) {
  const body = `window.latchFrameUrl = ${JSON.stringify(frameUrl)}\n`
  return (request: IncomingMessage, response: ServerResponse, next: Next) => {
    if (request.url?.split('?')[0] !== frameUrlScriptPath) return next()
    response.statusCode = 200
    response.setHeader('content-type', 'text/javascript; charset=utf-8')
    response.setHeader('cache-control', 'no-store')
    response.end(body)
  }
}
