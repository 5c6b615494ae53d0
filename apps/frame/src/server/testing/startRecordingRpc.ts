import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC request as it reached a recording endpoint: its methods, URL and headers. */
type RecordedRpcRequest = { methods: string[]; url: string; headers: IncomingMessage['headers'] }

/**
 * For tests: an HTTP JSON-RPC endpoint on a free port that records every request and answers it
 * with `answer` (by default by passing the body on to `forwardTo`), to tell which calls reached a
 * node and how they were sent.
 *
 * @example
 * const node = await startRecordingRpc({ forwardTo: anvil.rpcUrl })
 * // … point a chain at node.url …
 * expect(node.methods()).toEqual(['eth_blockNumber'])
 * await node.stop()
 */
export async function startRecordingRpc(options: {
  forwardTo?: string
  answer?: (body: string, request: IncomingMessage) => Promise<{ status: number; body: string }>
}) {
  const requests: RecordedRpcRequest[] = []
  const answer =
    options.answer ??
    (async (body: string) => {
      if (!options.forwardTo) throw new Error('startRecordingRpc needs forwardTo or answer')
      const response = await fetch(options.forwardTo, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      return { status: response.status, body: await response.text() }
    })
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    let methods: string[] = []
    try {
      const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
      methods = (Array.isArray(parsed) ? parsed : [parsed]).map((call) => String(call.method))
    } catch {
      methods = ['(not JSON)']
    }
    requests.push({ methods, url: request.url ?? '', headers: request.headers })
    try {
      const answered = await answer(body, request)
      response.writeHead(answered.status, { 'content-type': 'application/json' }).end(answered.body)
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Every method that arrived, in order. */
    methods: () => requests.flatMap((request) => request.methods),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
