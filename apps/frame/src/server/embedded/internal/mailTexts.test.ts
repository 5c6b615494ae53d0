import { describe, expect, it } from 'vitest'
import ja from '@/i18n/compiled/ja'
import type { ChallengeKind } from '../../db/schema/embedded'
import { mailMessages } from './mailMessages'
import { type MailMessages, mailTexts } from './mailTexts'

const values = {
  code: '123456',
  link: 'https://frame.example/api/auth/device/approve?token=t',
  newEmail: 'new@example.com',
}
const closing = 'It expires in 10 minutes and works once. If this was not you, ignore this email.'

// Each mail with the English it had before its texts were messages: word for word.
const english: [ChallengeKind, string, string][] = [
  [
    'device',
    'Approve your new device: 123456',
    `Someone is logging in to your Latch wallet on a device it has not seen before.\nTo approve this device, enter the code 123456, or open this link:\n${values.link}\n\n${closing} The device stays locked out.`,
  ],
  [
    'reauth',
    'Your Latch code is 123456',
    `Your Latch code to confirm it is you (to export your wallet's private key) is 123456.\n\n${closing} Nobody from Latch will ever ask you for it.`,
  ],
  [
    'update_primary',
    'Your Latch code is 123456',
    `Your Latch code to change your wallet's email to new@example.com is 123456.\n\n${closing} Your email stays as it is.`,
  ],
  [
    'update_secondary',
    'Your Latch code is 123456',
    `Your Latch code to make this address the email of your Latch wallet is 123456.\n\n${closing}`,
  ],
  ['login', 'Your Latch code is 123456', `Your Latch login code is 123456.\n\n${closing}`],
]

describe('mailTexts', () => {
  it.each(english)('writes the %s mail in English as it always has', (kind, subject, text) => {
    expect(mailTexts(kind, values)).toEqual({ subject, text })
  })

  it('writes it in the visitor’s language', () => {
    expect(mailTexts('login', values, ja.mail as MailMessages)).toEqual({
      subject: 'Latch のコードは 123456 です',
      text: 'Latch のログインコードは 123456 です。\n\n有効期限は 10 分で、一度だけ使えます。 心当たりがない場合は、このメールを無視してください。',
    })
  })
})

describe('mailMessages', () => {
  const subject = async (acceptLanguage?: string) =>
    mailTexts(
      'login',
      values,
      await mailMessages(
        new Request(
          'http://frame.test/',
          acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {},
        ),
      ).then(({ t }) => t),
    ).subject

  it('reads the first language of the request the frame speaks, by weight', async () => {
    expect(await subject('de')).toBe('Dein Latch-Code lautet 123456')
    expect(await subject('tlh, pt-BR;q=0.8, de;q=0.9')).toBe('Dein Latch-Code lautet 123456')
    expect(await subject('zh-HK')).toBe('你的 Latch 驗證碼是 123456')
  })

  it("takes the language the frame names in the query before the browser's", async () => {
    const request = new Request('http://frame.test/api/auth/email/start?locale=ja', {
      headers: { 'accept-language': 'de' },
    })
    expect(mailTexts('login', values, (await mailMessages(request)).t).subject).toBe(
      'Latch のコードは 123456 です',
    )
    const unknown = new Request('http://frame.test/?locale=tlh', { headers: { 'accept-language': 'de' } })
    expect((await mailMessages(unknown)).locale).toBe('de')
    expect((await mailMessages(new Request(`http://frame.test/?locale=${'x'.repeat(500)}`))).locale).toBe(
      'en',
    )
    // The pseudo-locale is for the frame's layouts: its mails are the browser's language, or English.
    expect((await mailMessages(new Request('http://frame.test/?locale=en-XA'))).locale).toBe('en')
  })

  it('writes English without a language it speaks, or with a malformed header', async () => {
    for (const header of [undefined, '', '*', 'tlh', 'de;q=0', ';;,,q=', 'x'.repeat(5_000)])
      expect(await subject(header), String(header).slice(0, 20)).toBe('Your Latch code is 123456')
  })
})
