import nodemailer from 'nodemailer'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { serverLog } from '@/server/log/serverLog'
import { EmbeddedError } from './internal/EmbeddedError'

const log = serverLog('embedded')

/** The sender of every mail of the embedded wallet. */
export const mailFrom = 'Latch <no-reply@latch.local>'

/** How long a mail may take, connection included. */
const mailTimeoutMs = 5_000

/** `LATCH_SMTP_URL`, by default the local SMTP server. */
export function smtpUrl(): string {
  return process.env.LATCH_SMTP_URL || 'smtp://127.0.0.1:2525'
}

/**
 * Sends a plain-text mail through `LATCH_SMTP_URL` within 5 s; any failure is a 502 'Could not send
 * the email' (the cause is logged, never answered).
 *
 * @example
 * await sendMail({ to: 'alice@latch.test', subject: 'Your Latch code is 123456', text: '…' })
 */
export async function sendMail(mail: { to: string; subject: string; text: string }): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl(),
    connectionTimeout: mailTimeoutMs,
    greetingTimeout: mailTimeoutMs,
    socketTimeout: mailTimeoutMs,
  })
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in 5 s')), mailTimeoutMs)
      }),
    ])
  } catch (error) {
    log.error(`mail to ${mail.to} failed`, { error })
    throw new EmbeddedError(502, embeddedApiErrors.mailFailed)
  } finally {
    clearTimeout(timer)
    transport.close()
  }
}
