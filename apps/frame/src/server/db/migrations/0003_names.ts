import type { Migration } from './Migration'

export const namesMigration: Migration = {
  id: '0003_names',
  statements: [
    // The primary key is what settles two registrations of one name at the same moment.
    `create table names (
  name text primary key,
  label text not null,
  address text not null,
  display_address text not null,
  coin_type bigint not null,
  attributes jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
)`,
    'create index names_address_created_at_idx on names (address, created_at desc)',
  ],
}
