import type { IncomingMessage, ServerResponse } from 'node:http'
import { SiwxVerificationError, verifySiwxSession } from '@latch/sdk/server'

type Next = (error?: unknown) => void

type VerifySessionOptions = {
  /** The Latch project this backend serves. */
  projectId: string
  /** This app's own origin: sessions signed for another site are refused. */
  origin: string
  latchUrl: string
}

const maxBodyBytes = 50_000

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) throw new SiwxVerificationError({ details: 'the session is too large' })
    chunks.push(chunk as Buffer)
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status
  response.setHeader('content-type', 'application/json')
  response.setHeader('cache-control', 'no-store')
  response.end(JSON.stringify(body))
}

/**
 * The demo's backend: POST /api/verify-session takes the SIWX session the page got from Latch and
 * answers who signed in, as verified by `@latch/sdk/server`, or 401 with the reason.
 */
export function verifySessionMiddleware(options: VerifySessionOptions) {
  return async (request: IncomingMessage, response: ServerResponse, next: Next) => {
    if (request.url?.split('?')[0] !== '/api/verify-session') return next()
    if (request.method !== 'POST') return send(response, 405, { error: 'Use POST' })
    try {
      const body = (await readJson(request)) as { message?: unknown; signature?: unknown }
      if (typeof body.message !== 'string' || typeof body.signature !== 'string')
        return send(response, 400, { error: 'Expected { message, signature }' })
      const verified = await verifySiwxSession({
        session: { message: body.message, signature: body.signature },
        projectId: options.projectId,
        origin: options.origin,
        latchUrl: options.latchUrl,
      })
      send(response, 200, verified)
    } catch (error) {
      if (error instanceof SiwxVerificationError)
        return send(response, 401, { error: `${error.shortMessage}: ${error.details}` })
      if (error instanceof SyntaxError) return send(response, 400, { error: 'The body must be JSON' })
      send(response, 500, { error: 'The session could not be checked' })
      console.error('[host-demo] verify-session failed:', error)
    }
  }
}
