import { request as httpRequest, type IncomingMessage } from 'node:http'

/** What a test server answered: status, headers and the whole body as sent (not decompressed). */
export type ServerAnswer = { status: number; headers: IncomingMessage['headers']; body: Buffer }

/**
 * Everything a stream (a request or a response) carries, as one buffer.
 *
 * @example
 * const body = (await readAll(request)).toString()
 */
export async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * One HTTP request to a test server on 127.0.0.1, as a client sends it: the headers as given (no
 * Accept-Encoding unless named), the body if any.
 *
 * @example
 * const answer = await callServer(port, 'GET', '/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
 */
export function callServer(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<ServerAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers }, async (response) =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: await readAll(response) }),
    )
    sent.on('error', reject)
    sent.end(body)
  })
}
