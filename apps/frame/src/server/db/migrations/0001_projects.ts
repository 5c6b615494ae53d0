import type { Migration } from './Migration'

export const projectsMigration: Migration = {
  id: '0001_projects',
  statements: [
    `create table projects (
  project_id text primary key,
  name text not null,
  networks jsonb not null,
  features jsonb not null,
  custom_wallets jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
)`,
    `create table project_origins (
  project_id text not null references projects (project_id) on delete cascade,
  origin text not null,
  created_at timestamptz not null default now(),
  primary key (project_id, origin)
)`,
    `create table sdk_usage (
  project_id text not null references projects (project_id) on delete cascade,
  sdk_type text not null,
  sdk_version text not null,
  day date not null,
  requests bigint not null default 0,
  primary key (project_id, sdk_type, sdk_version, day)
)`,
  ],
}
