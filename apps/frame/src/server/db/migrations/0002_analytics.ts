import type { Migration } from './Migration'

export const analyticsMigration: Migration = {
  id: '0002_analytics',
  statements: [
    // No foreign key to projects: a project is whatever the project store answers, which need not be a
    // row of that table (tests use fixed lists).
    `create table analytics_events (
  id bigserial primary key,
  project_id text not null,
  event_id uuid not null,
  event text not null,
  url text not null,
  domain text not null,
  timestamp timestamptz not null,
  props jsonb not null,
  received_at timestamptz not null default now(),
  constraint analytics_events_project_event_key unique (project_id, event_id)
)`,
    'create index analytics_events_project_timestamp_idx on analytics_events (project_id, timestamp)',
  ],
}
