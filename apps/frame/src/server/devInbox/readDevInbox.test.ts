import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InboxMessage } from './InboxMessage'
import { readDevInbox } from './readDevInbox'

const servers: Server[] = []

afterEach(async () => {
  vi.unstubAllEnvs()
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    }),
  )
})

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A port nothing listens on: one the kernel handed out and took back. */
async function closedUrl(): Promise<string> {
  const url = await serve(() => {})
  const server = servers.pop()
  await new Promise((resolve) => server?.close(resolve))
  return url
}

const mail: InboxMessage = {
  id: 'm1',
  from: 'no-reply@latch.test',
  to: ['alice@latch.test'],
  subject: 'Your code',
  text: 'Code 123456',
  html: '<p>Code <b>123456</b></p>',
  receivedAt: '2026-01-02T03:04:05.000Z',
}

describe('readDevInbox', () => {
  it('reads the messages, passing the recipient filter on', async () => {
    const requests: string[] = []
    const inboxUrl = await serve((request, response) => {
      requests.push(request.url ?? '')
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ messages: [mail] }))
    })
    expect(await readDevInbox({ inboxUrl, to: ' Alice@latch.test ' })).toEqual({
      status: 'ok',
      inboxUrl,
      messages: [mail],
    })
    expect(await readDevInbox({ inboxUrl: `${inboxUrl}/` })).toMatchObject({ status: 'ok' })
    expect(requests).toEqual(['/messages?to=Alice%40latch.test', '/messages'])
  })

  it('reads from LATCH_SMTP_INBOX_URL when given no URL', async () => {
    const inboxUrl = await serve((_request, response) => {
      response.writeHead(200).end(JSON.stringify({ messages: [] }))
    })
    vi.stubEnv('LATCH_SMTP_INBOX_URL', inboxUrl)
    expect(await readDevInbox()).toEqual({ status: 'ok', inboxUrl, messages: [] })
  })

  it('says the inbox is unreachable when nothing listens', async () => {
    const inboxUrl = await closedUrl()
    expect(await readDevInbox({ inboxUrl })).toEqual({
      status: 'unreachable',
      inboxUrl,
      reason: 'ECONNREFUSED',
    })
  })

  it('gives up on an inbox that does not answer in time', async () => {
    const inboxUrl = await serve(() => {})
    expect(await readDevInbox({ inboxUrl, timeoutMs: 100 })).toEqual({
      status: 'unreachable',
      inboxUrl,
      reason: 'no answer in time',
    })
  })

  it('reports answers that are not the inbox messages', async () => {
    const answers: Array<[number, string]> = [
      [500, 'oops'],
      [200, 'not json'],
      [200, JSON.stringify({ messages: [{ ...mail, to: 'alice@latch.test' }] })],
    ]
    const inboxUrl = await serve((_request, response) => {
      const [status, body] = answers.shift() ?? [404, '']
      response.writeHead(status).end(body)
    })
    expect(await readDevInbox({ inboxUrl })).toEqual({
      status: 'invalid',
      inboxUrl,
      reason: 'it answered HTTP 500',
    })
    expect(await readDevInbox({ inboxUrl })).toEqual({
      status: 'invalid',
      inboxUrl,
      reason: 'its answer is not JSON',
    })
    expect(await readDevInbox({ inboxUrl })).toMatchObject({
      status: 'invalid',
      reason: expect.stringContaining('messages[0].to'),
    })
  })
})
