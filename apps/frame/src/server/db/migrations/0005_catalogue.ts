import type { Migration } from './Migration'

export const catalogueMigration: Migration = {
  id: '0005_catalogue',
  statements: [
    `create table wallets (
  id text primary key,
  name text not null,
  image_id text,
  image_url text,
  rdns text,
  homepage text,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  app_store text,
  play_store text,
  chains jsonb not null default '[]'::jsonb,
  injected jsonb,
  badge_type text not null default 'none',
  sort_order integer not null,
  updated_at timestamptz not null default now()
)`,
    // One row whose version every change to `wallets` bumps, so that instances know when to reload their index.
    `create table catalogue_state (
  id smallint primary key check (id = 1),
  version bigint not null
)`,
    `insert into catalogue_state (id, version) values (1, 0)`,
  ],
}
