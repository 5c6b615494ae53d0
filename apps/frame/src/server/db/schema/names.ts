import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const names = pgTable(
  'names',
  {
    /** The full normalised name, `<label>.latch.id`. */
    name: text('name').primaryKey(),
    label: text('label').notNull(),
    /** Lowercased, for lookups; `displayAddress` keeps the checksummed form for answers. */
    address: text('address').notNull(),
    displayAddress: text('display_address').notNull(),
    // ENSIP-11 coin types of EVM chains start at 0x80000000, past a Postgres int.
    coinType: bigint('coin_type', { mode: 'number' }).notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('names_address_created_at_idx').on(table.address, table.createdAt.desc())],
)
