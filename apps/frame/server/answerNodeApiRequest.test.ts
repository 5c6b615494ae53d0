import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { answerNodeApiRequest } from './answerNodeApiRequest.mjs'
import { callServer, readAll } from './testing/callServer'

// A real Node server whose /api goes through answerNodeApiRequest to `api` (the test's stand-in for
// the bundled answerApiRequest, which the e2e built-server project runs for real), and whose other
// requests reach `fallback` as Next would get them.
let api: (request: Request) => Promise<Response | undefined>
let seen: Request | undefined
let fallbackBody: string | undefined
let server: Server
let port = 0

beforeAll(async () => {
  server = createServer((request, response) => {
    answerNodeApiRequest(request, response, (web) => api(web), `http://127.0.0.1:${port}`)
      .then(async (answered) => {
        if (answered) return
        fallbackBody = (await readAll(request)).toString()
        response.writeHead(299, { 'content-type': 'text/plain' }).end('fallback')
      })
      .catch((error: unknown) => response.writeHead(598).end(String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  seen = undefined
  fallbackBody = undefined
  api = async (request) => {
    seen = request
    return Response.json({ ok: true })
  }
})

const call = (method: string, path: string, headers?: Record<string, string>, body?: string) =>
  callServer(port, method, path, headers, body)

describe('answerNodeApiRequest', () => {
  it('gives the API the request as sent: method, the URL on the Host it named, headers and body', async () => {
    api = async (request) => {
      seen = request
      return Response.json({ echoed: await request.json() }, { status: 201 })
    }
    const answer = await call(
      'POST',
      '/api/v1/thing?projectId=p1',
      { host: 'frame.example:3000', 'content-type': 'application/json', 'x-sdk-type': 'test' },
      JSON.stringify({ a: 1 }),
    )
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.body.toString())).toEqual({ echoed: { a: 1 } })
    expect(seen?.method).toBe('POST')
    expect(seen?.url).toBe('http://frame.example:3000/api/v1/thing?projectId=p1')
    expect(seen?.headers.get('x-sdk-type')).toBe('test')
  })

  it('names the server itself when the Host header names no host', async () => {
    await call('GET', '/api/v1/thing', { host: '' })
    expect(seen?.url).toBe(`http://127.0.0.1:${port}/api/v1/thing`)
  })

  it('writes every header of the answer, each cookie its own Set-Cookie', async () => {
    api = async () => {
      const headers = new Headers({ 'x-request-id': 'r1', 'cache-control': 'no-store' })
      headers.append('set-cookie', 'a=1; HttpOnly')
      headers.append('set-cookie', 'b=2; Secure')
      return new Response('{}', { status: 200, headers })
    }
    const answer = await call('GET', '/api/v1/thing')
    expect(answer.headers['x-request-id']).toBe('r1')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; Secure'])
  })

  it('hands a path the API does not take to the next handler with its body unread', async () => {
    api = async (request) => {
      seen = request
      return undefined
    }
    const answer = await call('POST', '/api/admin/projects', {}, 'the whole body')
    expect(seen).toBeDefined()
    expect(answer.status).toBe(299)
    expect(fallbackBody).toBe('the whole body')
  })

  it('does not ask the API about a path outside /api', async () => {
    const answer = await call('GET', '/embed?projectId=p1')
    expect(seen).toBeUndefined()
    expect(answer.status).toBe(299)
  })

  it('gzips a text answer of 1 KiB or more for a caller that takes gzip, and says it varies by that', async () => {
    const large = { items: Array.from({ length: 200 }, (_, index) => `wallet-${index}`) }
    api = async () => Response.json(large, { headers: { vary: 'Origin' } })
    const zipped = await call('GET', '/api/v1/thing', { 'accept-encoding': 'br, gzip;q=0.8' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('Origin, Accept-Encoding')
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length)
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(large)

    for (const refused of ['identity', 'gzip;q=0', '']) {
      const plain = await call('GET', '/api/v1/thing', { 'accept-encoding': refused })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(JSON.parse(plain.body.toString())).toEqual(large)
    }
  })

  it('sends a small answer as it is', async () => {
    const answer = await call('GET', '/api/v1/thing', { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true })
  })

  it('answers HEAD with the headers and no body', async () => {
    api = async () => new Response(null, { status: 200, headers: { 'content-type': 'application/json' } })
    const answer = await call('HEAD', '/api/v1/thing')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(answer.body.length).toBe(0)
  })

  it("aborts the request's signal when the caller leaves before the answer", async () => {
    let aborted: Promise<void> | undefined
    api = (request) => {
      aborted = new Promise((resolve) => request.signal.addEventListener('abort', () => resolve()))
      return aborted.then(() => Response.json({}))
    }
    const sent = httpRequest({ host: '127.0.0.1', port, path: '/api/v1/slow' })
    sent.on('error', () => {})
    sent.end()
    await expect.poll(() => aborted !== undefined).toBe(true)
    sent.destroy()
    await aborted
  })
})
