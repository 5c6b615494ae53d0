import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** POSTs answered once per Idempotency-Key, each row committed with its sealed answer. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** A hash of the Idempotency-Key and the route it was sent to; the key itself is never stored. */
    id: text('id').primaryKey(),
    /** A hash of the request's input: the same key with another input is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer, sealed under a key derived from the Idempotency-Key; set in the claim's transaction. */
    sealedAnswer: text('sealed_answer'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idempotent_requests_expires_at_idx').on(table.expiresAt)],
)
