import { z } from 'zod'

/** A mail as the local SMTP inbox (packages/localnet/src/smtp) serves it. */
export const InboxMessage = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  receivedAt: z.iso.datetime(),
})
export type InboxMessage = z.infer<typeof InboxMessage>
