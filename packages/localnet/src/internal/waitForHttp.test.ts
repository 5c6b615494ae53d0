import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from './freePort.mjs'
import { waitForHttp } from './waitForHttp.mjs'

const servers: Server[] = []

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    }),
  )
})

function serve(port: number, status: () => number): Promise<void> {
  const server = createServer((_request, response) => {
    response.writeHead(status()).end('hello')
  })
  servers.push(server)
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
}

describe('waitForHttp', () => {
  it('resolves once a server that starts late answers', async () => {
    const port = await freePort()
    setTimeout(() => serve(port, () => 200), 300)
    const started = Date.now()
    await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 5000, intervalMs: 50 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
  })

  it('keeps waiting while the server answers with a 5xx', async () => {
    const port = await freePort()
    let calls = 0
    await serve(port, () => (++calls < 3 ? 503 : 200))
    await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 5000, intervalMs: 20 })
    expect(calls).toBe(3)
  })

  it('rejects after the timeout, naming the url and the last failure', async () => {
    const port = await freePort()
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 300, intervalMs: 50 }),
    ).rejects.toThrow(`http://127.0.0.1:${port}/ did not answer within 300 ms (last error: ECONNREFUSED)`)
  })

  it('uses accept to decide what counts as ready', async () => {
    const port = await freePort()
    await serve(port, () => 200)
    // The process's first fetch loads the HTTP client, which on a loaded machine has taken longer
    // than the 2 s below; done here first, the 2 s are left for answers that are not accepted.
    await (await fetch(`http://127.0.0.1:${port}/`)).text()
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 2000, intervalMs: 50, accept: () => false }),
    ).rejects.toThrow('last answer: HTTP 200')
  })

  it('keeps the last answer when the deadline cuts the next attempt short', async () => {
    const port = await freePort()
    let calls = 0
    const server = createServer((_request, response) => {
      // The first answer is a 404; the second never comes, so the deadline ends that attempt.
      if (++calls === 1) response.writeHead(404).end()
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 1000, intervalMs: 10, accept: () => false }),
    ).rejects.toThrow('(last answer: HTTP 404)')
    expect(calls).toBe(2)
  })

  it('stops at once with the reason of an aborted signal', async () => {
    const port = await freePort()
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('the service died')), 100)
    const started = Date.now()
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000, signal: controller.signal }),
    ).rejects.toThrow('the service died')
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
