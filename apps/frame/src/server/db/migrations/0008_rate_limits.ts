import type { Migration } from './Migration'

export const rateLimitsMigration: Migration = {
  id: '0008_rate_limits',
  statements: [
    // One counter per key and fixed window, shared by every frame instance on this database: an
    // upsert adds one and answers the count, so instances never disagree on how many came before.
    // `expires_at` (the window's end) is what sweeping goes by: windows differ in length per limit.
    `create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  expires_at timestamptz not null,
  primary key (key, window_start)
)`,
    'create index rate_limits_expires_at_idx on rate_limits (expires_at)',
  ],
}
