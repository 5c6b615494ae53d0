import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { readDevInbox } from '../devInbox'
import { startTestSmtpInbox, type TestSmtpInbox } from './internal/localServices'
import { sendMail, smtpUrl } from './sendMail'

let inbox: TestSmtpInbox
beforeAll(async () => {
  inbox = await startTestSmtpInbox()
})
afterAll(() => inbox?.close())
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('sendMail', () => {
  it('sends plain text from Latch through LATCH_SMTP_URL', async () => {
    vi.stubEnv('LATCH_SMTP_URL', `smtp://127.0.0.1:${inbox.smtpPort}`)
    await sendMail({
      to: 'carol@latch.test',
      subject: 'Your Latch code is 123456',
      text: 'Code <b>123456</b>',
    })
    const read = await readDevInbox({ inboxUrl: inbox.inboxUrl, to: 'carol@latch.test' })
    expect(read).toMatchObject({
      status: 'ok',
      messages: [
        {
          from: 'no-reply@latch.local',
          subject: 'Your Latch code is 123456',
          text: expect.stringMatching(/^Code <b>123456<\/b>\s*$/),
        },
      ],
    })
    if (read.status === 'ok') expect(read.messages[0]?.html).toBeUndefined()
  })

  it('defaults to the local SMTP server', () => {
    vi.stubEnv('LATCH_SMTP_URL', '')
    expect(smtpUrl()).toBe('smtp://127.0.0.1:2525')
  })

  it('answers 502 when the server cannot be reached', async () => {
    vi.stubEnv('LATCH_SMTP_URL', 'smtp://127.0.0.1:1')
    await expect(sendMail({ to: 'carol@latch.test', subject: 's', text: 't' })).rejects.toMatchObject({
      status: 502,
      body: { error: 'Could not send the email' },
    })
  })
})
