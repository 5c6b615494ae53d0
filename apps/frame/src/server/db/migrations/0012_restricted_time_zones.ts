import type { Migration } from './Migration'

export const restrictedTimeZonesMigration: Migration = {
  id: '0012_restricted_time_zones',
  statements: [`alter table projects add column restricted_time_zones jsonb not null default '[]'::jsonb`],
}
