import type { Migration } from './Migration'

export const siwxMigration: Migration = {
  id: '0006_siwx',
  statements: [
    // A nonce is bound to the project and the host origin it was issued for; `used_at` is set by the
    // one submission that wins it (update … where used_at is null), which makes it single-use.
    `create table siwx_nonces (
  nonce text primary key,
  project_id text not null references projects (project_id) on delete cascade,
  origin text not null,
  domain text not null,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
)`,
    'create index siwx_nonces_expires_at_idx on siwx_nonces (expires_at)',
    // One session per nonce: the nonce is what a verification looks the session up by, never the address.
    `create table siwx_sessions (
  nonce text primary key references siwx_nonces (nonce) on delete cascade,
  project_id text not null references projects (project_id) on delete cascade,
  origin text not null,
  domain text not null,
  address text not null,
  chain_id bigint not null,
  message text not null,
  signature text not null,
  issued_at timestamptz not null,
  expires_at timestamptz,
  created_at timestamptz not null,
  revoked_at timestamptz
)`,
  ],
}
