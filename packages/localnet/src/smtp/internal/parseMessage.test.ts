import { describe, expect, it } from 'vitest'
import { parseMessage } from './parseMessage.mjs'

const meta = { id: 'm1', receivedAt: new Date('2026-01-02T03:04:05.000Z') }

function raw(lines: string[]) {
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`)
}

describe('parseMessage', () => {
  it('takes recipients from the envelope, so that Bcc recipients find their mail', async () => {
    const message = await parseMessage(
      raw(['From: Latch <no-reply@latch.test>', 'To: alice@latch.test', 'Subject: Hi', '', 'Hello']),
      { mailFrom: 'bounce@latch.test', rcptTo: ['alice@latch.test', 'hidden@latch.test'] },
      meta,
    )
    expect(message).toEqual({
      id: 'm1',
      from: 'no-reply@latch.test',
      to: ['alice@latch.test', 'hidden@latch.test'],
      subject: 'Hi',
      text: 'Hello\n',
      receivedAt: '2026-01-02T03:04:05.000Z',
    })
  })

  it('falls back to the envelope sender, and to empty subject and text', async () => {
    const message = await parseMessage(
      raw(['To: alice@latch.test', 'Content-Type: text/html; charset=utf-8', '', '<p>only html</p>']),
      { mailFrom: 'bounce@latch.test', rcptTo: ['alice@latch.test'] },
      meta,
    )
    expect(message).toMatchObject({
      from: 'bounce@latch.test',
      subject: '',
      text: '',
      html: '<p>only html</p>\n',
    })
  })
})
