import nodemailer from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSmtpInbox, type InboxMessage, type SmtpInbox } from './createSmtpInbox.mjs'

let inbox: SmtpInbox

beforeAll(async () => {
  inbox = await createSmtpInbox({ smtpPort: 0, httpPort: 0, maxMessages: 3, maxMessageBytes: 64 * 1024 })
})

afterAll(async () => {
  await inbox?.close()
})

beforeEach(async () => {
  expect((await fetch(`${inbox.inboxUrl}/messages`, { method: 'DELETE' })).status).toBe(204)
})

function transport() {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: inbox.smtpPort,
    secure: false,
    ignoreTLS: true,
  })
}

async function messages(query = ''): Promise<InboxMessage[]> {
  const response = await fetch(`${inbox.inboxUrl}/messages${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return ((await response.json()) as { messages: InboxMessage[] }).messages
}

describe('createSmtpInbox', () => {
  it('answers readiness on its HTTP root', async () => {
    const response = await fetch(`${inbox.inboxUrl}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
    expect(inbox.inboxUrl).toBe(`http://127.0.0.1:${inbox.httpPort}`)
  })

  it('keeps a mail sent to two recipients and serves it back', async () => {
    const before = Date.now()
    const info = await transport().sendMail({
      from: '"Latch" <no-reply@latch.test>',
      to: ['alice@latch.test', 'Bob <Bob@Latch.test>'],
      subject: 'Your code is 123456',
      text: 'Your Latch code is 123456.',
      html: '<p>Your Latch code is <b>123456</b>.</p>',
    })
    expect(info.accepted).toEqual(['alice@latch.test', 'Bob@latch.test'])

    const [message, ...others] = await messages()
    expect(others).toEqual([])
    expect(message).toEqual({
      id: expect.any(String),
      from: 'no-reply@latch.test',
      to: ['alice@latch.test', 'Bob@latch.test'],
      subject: 'Your code is 123456',
      text: 'Your Latch code is 123456.\n',
      html: '<p>Your Latch code is <b>123456</b>.</p>\n',
      receivedAt: expect.any(String),
    })
    expect(Date.parse(message?.receivedAt ?? '')).toBeGreaterThanOrEqual(before - 1000)

    const single = await fetch(`${inbox.inboxUrl}/messages/${message?.id}`)
    expect(single.status).toBe(200)
    expect(await single.json()).toEqual(message)
    expect((await fetch(`${inbox.inboxUrl}/messages/nope`)).status).toBe(404)
  })

  it('filters by recipient, ignoring case, newest first', async () => {
    const mailer = transport()
    await mailer.sendMail({ from: 'a@latch.test', to: 'alice@latch.test', subject: 'first', text: '1' })
    await mailer.sendMail({ from: 'a@latch.test', to: 'bob@latch.test', subject: 'second', text: '2' })
    await mailer.sendMail({ from: 'a@latch.test', to: 'ALICE@latch.test', subject: 'third', text: '3' })

    expect((await messages()).map((message) => message.subject)).toEqual(['third', 'second', 'first'])
    expect((await messages('?to=Alice@Latch.Test')).map((message) => message.subject)).toEqual([
      'third',
      'first',
    ])
    expect(await messages('?to=carol@latch.test')).toEqual([])
  })

  it('keeps only the newest maxMessages', async () => {
    const mailer = transport()
    for (const subject of ['1', '2', '3', '4']) {
      await mailer.sendMail({ from: 'a@latch.test', to: 'alice@latch.test', subject, text: subject })
    }
    expect((await messages()).map((message) => message.subject)).toEqual(['4', '3', '2'])
  })

  it('refuses an oversize message with an SMTP error, and keeps nothing of it', async () => {
    const sending = transport().sendMail({
      from: 'a@latch.test',
      to: 'alice@latch.test',
      subject: 'too big',
      text: 'x'.repeat(100 * 1024),
    })
    await expect(sending).rejects.toMatchObject({ responseCode: 552 })
    expect(await messages()).toEqual([])
  })

  it('clears on DELETE /messages and refuses other methods', async () => {
    await transport().sendMail({ from: 'a@latch.test', to: 'alice@latch.test', subject: 's', text: 't' })
    expect(await messages()).toHaveLength(1)
    expect((await fetch(`${inbox.inboxUrl}/messages`, { method: 'DELETE' })).status).toBe(204)
    expect(await messages()).toEqual([])
    const post = await fetch(`${inbox.inboxUrl}/messages`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, DELETE')
  })
})
