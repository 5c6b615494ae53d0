import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Requests counted per key (a limit's name and whose requests it counts) and fixed window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** The window's end: a row past it counts for nothing and is swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_expires_at_idx').on(table.expiresAt),
  ],
)
