import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import DevInboxPage, { dynamic } from './page'

let server: Server | undefined

afterEach(async () => {
  vi.unstubAllEnvs()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
})

async function serveMessages(messages: unknown[]): Promise<string[]> {
  const requests: string[] = []
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages }))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('LATCH_SMTP_INBOX_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return requests
}

async function render(searchParams: Record<string, string> = {}): Promise<string> {
  return renderToStaticMarkup(await DevInboxPage({ searchParams: Promise.resolve(searchParams) }))
}

describe('/dev/inbox', () => {
  it('is rendered per request', () => {
    expect(dynamic).toBe('force-dynamic')
  })

  it('lists the mails as text, never as HTML, and refreshes itself', async () => {
    const requests = await serveMessages([
      {
        id: 'm2',
        from: 'no-reply@latch.test',
        to: ['alice@latch.test'],
        subject: 'Your code <b>123456</b>',
        text: 'Code 123456\n<script>alert(1)</script>',
        html: '<p>Code <b>123456</b></p><img src=x onerror=alert(1)>',
        receivedAt: '2026-01-02T03:04:05.000Z',
      },
    ])
    vi.stubEnv('LATCH_MODE', 'local')
    const html = await render({ to: 'alice@latch.test' })
    expect(requests).toEqual(['/messages?to=alice%40latch.test'])
    expect(html).toContain('<meta http-equiv="refresh" content="3"/>')
    expect(html).toContain('Your code &lt;b&gt;123456&lt;/b&gt;')
    expect(html).toContain('Code 123456\n&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(html).toContain('alice@latch.test')
    expect(html).toContain('<time dateTime="2026-01-02T03:04:05.000Z">2026-01-02 03:04:05 UTC</time>')
    expect(html).toContain('value="alice@latch.test"')
  })

  it('says so when the inbox is not running', async () => {
    vi.stubEnv('LATCH_MODE', undefined)
    await serveMessages([])
    await new Promise((resolve) => server?.close(resolve))
    const html = await render()
    expect(html).toContain('The local SMTP inbox is not running')
    expect(html).toContain('ECONNREFUSED')
  })

  it('does not exist outside local mode', async () => {
    vi.stubEnv('LATCH_MODE', 'production')
    await expect(render()).rejects.toMatchObject({ digest: expect.stringContaining('404') })
  })
})
