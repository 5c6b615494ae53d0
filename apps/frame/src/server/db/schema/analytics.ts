import { bigserial, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id').notNull(),
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('analytics_events_project_event_key').on(table.projectId, table.eventId)],
)
