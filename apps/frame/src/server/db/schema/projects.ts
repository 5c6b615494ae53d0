import { bigint, boolean, date, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const projects = pgTable('projects', {
  projectId: text('project_id').primaryKey(),
  name: text('name').notNull(),
  networks: jsonb('networks').$type<string[]>().notNull(),
  features: jsonb('features').$type<{ analytics: boolean }>().notNull(),
  customWallets: jsonb('custom_wallets').$type<unknown[]>().notNull().default([]),
  /** Whether the paymaster service pays the gas of the project's users' smart accounts. */
  sponsorGas: boolean('sponsor_gas').notNull().default(false),
  /** IANA time zones whose visitors are offered no swaps and no onramp. */
  restrictedTimeZones: jsonb('restricted_time_zones').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const projectOrigins = pgTable(
  'project_origins',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.origin] })],
)

export const sdkUsage = pgTable(
  'sdk_usage',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    sdkType: text('sdk_type').notNull(),
    sdkVersion: text('sdk_version').notNull(),
    day: date('day').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.sdkType, table.sdkVersion, table.day] })],
)
