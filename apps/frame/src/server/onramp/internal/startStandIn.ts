import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the stand-in received. */
type StandInRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string }

/** What the stand-in answers: a status and a JSON body, or `hang` to never answer. */
export type StandInAnswer = { status: number; body: unknown } | 'hang'

/**
 * For tests: a loopback HTTP server playing an outside service (an upstream API, a provider's status
 * API). It records each request and answers what `answer` says for it.
 *
 * @example
 * const standIn = await startStandIn(() => ({ status: 200, body: { transactions: [] } }))
 * await fetch(`${standIn.url}/api/v1/buy/user/0xabc/transactions`)
 * standIn.requests[0]?.headers.authorization
 * await standIn.close()
 */
export async function startStandIn(answer: (request: StandInRequest) => StandInAnswer) {
  const requests: StandInRequest[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      const seen = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body }
      requests.push(seen)
      const answered = answer(seen)
      if (answered === 'hang') return
      response.writeHead(answered.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answered.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
