import type { Migration } from './Migration'

export const smartAccountsMigration: Migration = {
  id: '0009_smart_accounts',
  statements: [
    // Whether the project's paymaster service pays its users' smart-account gas. Off unless the
    // project CLI turns it on; the dev project sponsors, also in a database made before this column.
    'alter table projects add column sponsor_gas boolean not null default false',
    `update projects set sponsor_gas = true where project_id = 'latch-dev'`,
    // The account an embedded user's host sees: null until the user chooses (then the host's
    // defaultAccountTypes decides).
    'alter table embedded_users add column preferred_account_type text',
    // Session permissions (ERC-7715) a smart account granted on chain, as the chain had them when
    // recorded: `pci` is the grant's permission ids concatenated, `permissions` what permissionOf
    // answered for each. Spent and revoked are read from the chain again when listed; `revoked_at`
    // is when the account told this server it revoked the grant.
    `create table smart_sessions (
  project_id text not null references projects (project_id) on delete cascade,
  chain_id integer not null,
  account text not null,
  pci text not null,
  permissions jsonb not null,
  signer text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  revoked_at timestamptz,
  primary key (project_id, chain_id, account, pci)
)`,
    'create index smart_sessions_account_idx on smart_sessions (project_id, account, created_at)',
  ],
}
