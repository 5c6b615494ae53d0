import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../internal/freePort.mjs'
import { nginxService } from './nginxService.mjs'

// Instances that answer 503, as one does while it shuts down.
const draining = new Set<string>()

/** A stand-in frame instance: answers who it is and what nginx told it. */
function instance(name: string): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (draining.has(name)) {
        response.statusCode = 503
        return response.end('{}')
      }
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({
          name,
          method: request.method,
          url: request.url,
          host: request.headers.host,
          forwardedFor: request.headers['x-forwarded-for'],
        }),
      )
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const portOf = (server: Server) => (server.address() as AddressInfo).port

describe.skipIf(!existsSync('/usr/sbin/nginx'))('nginxService (needs /usr/sbin/nginx)', () => {
  let servers: Server[]
  let upstreamPorts: number[]
  let port: number
  let accessLog = ''
  let nginx: Awaited<ReturnType<ReturnType<typeof nginxService>['start']>>

  beforeAll(async () => {
    servers = await Promise.all([instance('one'), instance('two')])
    upstreamPorts = servers.map(portOf)
    port = await freePort()
    const service = nginxService({
      port,
      upstreamPorts,
      onStart: (path) => {
        accessLog = path
      },
    })
    const signal = new AbortController().signal
    nginx = await service.start({
      root: process.cwd(),
      env: process.env,
      prefix: 'nginx | ',
      signal,
      watch: () => {},
      release: () => {},
    })
    await service.ready(signal)
  }, 30_000)

  afterAll(async () => {
    await nginx?.stop()
    for (const server of servers) server.closeAllConnections()
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  })

  const ask = async (init: RequestInit = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/x`, init)
    const answer = (await response.json()) as { name?: string; host?: string; forwardedFor?: string }
    return { status: response.status, ...answer }
  }

  it('spreads requests over both instances, passing Host and the client as nginx sees it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ask({ headers: { 'x-forwarded-for': '10.1.2.3' } })),
    )
    expect(new Set(answers.map((answer) => answer.name))).toEqual(new Set(['one', 'two']))
    // A client naming another in X-Forwarded-For is not believed: nginx trusts no caller by default.
    expect(answers[0]).toMatchObject({ status: 200, host: `127.0.0.1:${port}`, forwardedFor: '127.0.0.1' })
    expect((await ask()).forwardedFor).toBe('127.0.0.1')
    await expect
      .poll(() => readFileSync(accessLog, 'utf8'))
      .toMatch(/"GET \/api\/x HTTP\/1.1" 200 upstream=127\.0\.0\.1:\d+/)
  })

  it('sends a GET that an instance answers 503 to the other', async () => {
    draining.add('two')
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => ask()))
      expect(answers.map((answer) => [answer.status, answer.name])).toEqual(answers.map(() => [200, 'one']))
      // The log names both tries of a request that went on (e2e/cluster.ts reads it).
      const [one, two] = upstreamPorts
      await expect
        .poll(() => readFileSync(accessLog, 'utf8'))
        .toContain(`upstream=127.0.0.1:${two}, 127.0.0.1:${one} upstream_status=503, 200`)
    } finally {
      draining.delete('two')
    }
  })

  it('sends a POST that an instance answers 503 to the other only on a path safe to repeat or with a key', async () => {
    const post = (path: string, idempotencyKey?: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        body: '{}',
        headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      }).then(async (response) => ({
        status: response.status,
        ...((await response.json()) as { name?: string; url?: string }),
      }))
    // A failed instance is left alone for 5 s: wait until nginx sends to 'two' again.
    const twoIsBack = () => expect.poll(async () => (await ask()).name, { timeout: 10_000 }).toBe('two')
    await twoIsBack()
    draining.add('two')
    try {
      const retried = await Promise.all(Array.from({ length: 4 }, () => post('/api/e')))
      expect(retried.map((answer) => [answer.status, answer.name])).toEqual(retried.map(() => [200, 'one']))
      const [one, two] = upstreamPorts
      await expect
        .poll(() => readFileSync(accessLog, 'utf8'))
        .toContain(
          `"POST /api/e HTTP/1.1" 200 upstream=127.0.0.1:${two}, 127.0.0.1:${one} upstream_status=503, 200`,
        )
      draining.delete('two')
      await twoIsBack()
      draining.add('two')
      // Elsewhere the instance may have acted on it already: its 503 reaches the caller.
      const once = await Promise.all(Array.from({ length: 4 }, () => post('/api/siwx/verify')))
      expect(once.map((answer) => answer.status)).toContain(503)
      draining.delete('two')
      await twoIsBack()
      draining.add('two')
      // Unless it carries an Idempotency-Key: the server answers a key once, so it is safe to repeat.
      const keyed = await Promise.all(
        Array.from({ length: 4 }, () => post('/api/siwx/verify?projectId=latch%20dev', crypto.randomUUID())),
      )
      expect(keyed.map((answer) => [answer.status, answer.name, answer.url])).toEqual(
        keyed.map(() => [200, 'one', '/api/siwx/verify?projectId=latch%20dev']),
      )
    } finally {
      draining.delete('two')
    }
  }, 30_000)

  it('hides a stopped instance: every GET and POST is answered by the other', async () => {
    const [, two] = servers
    if (!two) throw new Error('no second instance')
    two.closeAllConnections()
    await new Promise((resolve) => two.close(resolve))
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => ask()),
      ...Array.from({ length: 10 }, () => ask({ method: 'POST', body: '{}' })),
    ])
    expect(answers.map((answer) => [answer.status, answer.name])).toEqual(answers.map(() => [200, 'one']))
  })
})
