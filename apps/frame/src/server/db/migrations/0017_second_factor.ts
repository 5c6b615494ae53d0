import type { Migration } from './Migration'

export const secondFactorMigration: Migration = {
  id: '0017_second_factor',
  statements: [
    // A user's authenticator app (TOTP): its secret sealed under the KEK; on once confirmed by a code.
    `create table embedded_totp (
  user_id text primary key references embedded_users (user_id) on delete cascade,
  sealed_secret text not null,
  confirmed_at timestamptz,
  used_step bigint not null default 0,
  failures integer not null default 0,
  locked_until timestamptz,
  created_at timestamptz not null
)`,
    // Its recovery codes, kept as HMACs; each works once.
    `create table embedded_recovery_codes (
  user_id text not null references embedded_users (user_id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
)`,
    // When a device last passed the second factor: a device that has not since it was turned on
    // gets no share of the key until it does.
    'alter table embedded_devices add column second_factor_at timestamptz',
  ],
}
