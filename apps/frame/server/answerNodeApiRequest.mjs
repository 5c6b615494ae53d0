// The frame's /api answered from Node's request, without Next: the request as a web Request to the
// API's own handler (answerApiRequest, bundled by scripts/buildApi.mjs), its Response written back.
// Next's request handling costs most of an /api request's time (docs/benchmarks.md), and the API
// needs none of it: no page, no proxy (the handler refuses a bad path itself), no rendering.
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { preferredEncoding } from './preferredEncoding.mjs'

const gzipped = promisify(gzip)
// Below this a gzip header and trailer cost more than they save; what Next's compression skips too.
const compressFrom = 1024

/**
 * @typedef {(request: Request) => Promise<Response | undefined>} AnswerApiRequest
 * The API's handler: an answer, or undefined for a path it does not take.
 */

/**
 * Answers `request` through `answer` when its path is under /api/ and `answer` takes it; false when
 * it does not (the caller hands the request to Next), true once the answer is written. The body is
 * read only if `answer` reads it, so a request it passes on reaches Next untouched.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {AnswerApiRequest} answer
 * @param {string} listening the server's own origin, for a request whose Host header names none
 * @returns {Promise<boolean>}
 * @example
 * if (!(await answerNodeApiRequest(request, response, answerApiRequest, 'http://127.0.0.1:3000'))) await handle(request, response)
 */
export async function answerNodeApiRequest(request, response, answer, listening) {
  if (!request.url?.startsWith('/api/')) return false
  const url = requestUrl(request, listening)
  if (!url) return false
  const answered = await answer(webRequest(request, url, response))
  if (!answered) return false
  await writeAnswer(answered, request, response)
  return true
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {string} listening
 */
function requestUrl(request, listening) {
  // As Next makes a route's request.url: the origin the caller named in Host, if it named one.
  const { host } = request.headers
  for (const base of host ? [`http://${host}`, listening] : [listening]) {
    try {
      return new URL(/** @type {string} */ (request.url), base)
    } catch {}
  }
  return undefined
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {URL} url
 * @param {import('node:http').ServerResponse} response
 * @returns {Request}
 */
function webRequest(request, url, response) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || value === undefined) continue
    for (const one of [value].flat()) headers.append(name, one)
  }
  // The caller gone before its answer: the route may stop waiting on its behalf.
  const gone = new AbortController()
  response.once('close', () => {
    if (!response.writableFinished) gone.abort()
  })
  const method = request.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(url, {
    method,
    headers,
    body: hasBody ? lazyBody(request) : undefined,
    signal: gone.signal,
    // @ts-expect-error Node's fetch needs it for a streamed body; the DOM's RequestInit lacks it.
    duplex: 'half',
  })
}

/**
 * The request's body as a stream that reads nothing from the socket until read: a highWaterMark of
 * 0 keeps the stream from filling its queue on its own.
 * @param {import('node:http').IncomingMessage} request
 * @returns {ReadableStream<Uint8Array>}
 */
function lazyBody(request) {
  /** @type {AsyncIterator<Buffer> | undefined} */
  let chunks
  return new ReadableStream(
    {
      async pull(controller) {
        chunks ??= request[Symbol.asyncIterator]()
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(new Uint8Array(next.value))
      },
      async cancel() {
        await chunks?.return?.()
      },
    },
    { highWaterMark: 0 },
  )
}

/**
 * Writes `answer` to `response`, gzipped when the caller takes gzip and the body is text worth it,
 * as Next's handler did.
 * @param {Response} answer
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
async function writeAnswer(answer, request, response) {
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = answer.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  let body = answer.body === null ? undefined : Buffer.from(await answer.arrayBuffer())
  const compressible = isText(headers['content-type']) && headers['content-encoding'] === undefined
  if (compressible) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
  if (body && compressible && body.length >= compressFrom && preferredEncoding(request, ['gzip'])) {
    body = await gzipped(body)
    headers['content-encoding'] = 'gzip'
  }
  if (body) headers['content-length'] = String(body.length)
  response.writeHead(answer.status, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** @param {string | string[] | undefined} contentType */
function isText(contentType) {
  return (
    typeof contentType === 'string' &&
    /^(text\/|application\/(json|javascript)|image\/svg)/i.test(contentType)
  )
}
