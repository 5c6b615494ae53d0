/** The local SMTP inbox's HTTP API: `LATCH_SMTP_INBOX_URL`, else the dev default. */
export function devInboxUrl(): string {
  return process.env.LATCH_SMTP_INBOX_URL || 'http://127.0.0.1:5557'
}
