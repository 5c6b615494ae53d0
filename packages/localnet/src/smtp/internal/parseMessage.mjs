import PostalMime from 'postal-mime'

/**
 * @typedef {object} Envelope
 * @property {string | undefined} mailFrom the SMTP MAIL FROM address
 * @property {string[]} rcptTo the SMTP RCPT TO addresses: every recipient, Bcc included
 */

/**
 * Turns a received message into an inbox entry. Recipients come from the SMTP envelope rather
 * than the To header, so that a Bcc'd address finds its mail too.
 * @param {Uint8Array} raw the message as received (headers and body)
 * @param {Envelope} envelope
 * @param {{ id: string, receivedAt: Date }} meta
 * @returns {Promise<import('../createSmtpInbox.mjs').InboxMessage>}
 */
export async function parseMessage(raw, envelope, { id, receivedAt }) {
  const email = await PostalMime.parse(raw)
  const from = email.from?.address ?? email.from?.group?.[0]?.address ?? envelope.mailFrom ?? ''
  return {
    id,
    from,
    to: envelope.rcptTo,
    subject: email.subject ?? '',
    text: email.text ?? '',
    ...(email.html === undefined ? {} : { html: email.html }),
    receivedAt: receivedAt.toISOString(),
  }
}
