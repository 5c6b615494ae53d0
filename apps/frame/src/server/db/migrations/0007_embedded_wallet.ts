import type { Migration } from './Migration'

export const embeddedWalletMigration: Migration = {
  id: '0007_embedded_wallet',
  statements: [
    // Users are per project. An email is unique within its project when the account has one
    // (a social login may bring none).
    `create table embedded_users (
  user_id text primary key,
  project_id text not null references projects (project_id) on delete cascade,
  email text,
  user_name text,
  created_at timestamptz not null
)`,
    'create unique index embedded_users_email_idx on embedded_users (project_id, email)',
    // A social login's account (provider, sub) and the user it logs in as.
    `create table embedded_identities (
  project_id text not null references projects (project_id) on delete cascade,
  provider text not null,
  subject text not null,
  user_id text not null references embedded_users (user_id) on delete cascade,
  created_at timestamptz not null,
  primary key (project_id, provider, subject)
)`,
    // The browser profiles (the frame's deviceId) a user approved by a mailed code or link, or by logging in on them.
    `create table embedded_devices (
  user_id text not null references embedded_users (user_id) on delete cascade,
  device_id text not null,
  approved_at timestamptz not null,
  primary key (user_id, device_id)
)`,
    // Every mailed code: its kind, the address it went to, an HMAC of the code under a key derived
    // from the KEK (six digits are no secret against a plain hash), and how it ends. A device
    // challenge also carries the hash of its link's token, and the login challenge it led to.
    `create table embedded_challenges (
  challenge_id text primary key,
  project_id text not null references projects (project_id) on delete cascade,
  kind text not null,
  email text not null,
  user_id text references embedded_users (user_id) on delete cascade,
  device_id text,
  session_id text,
  new_email text,
  code_hash text not null,
  link_token_hash text unique,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  approved_at timestamptz,
  used_at timestamptz,
  next_challenge_id text
)`,
    'create index embedded_challenges_expires_at_idx on embedded_challenges (expires_at)',
    // One row per address: when this API last mailed it (the 30 s cooldown).
    `create table embedded_mail_cooldowns (
  email text primary key,
  last_sent_at timestamptz not null
)`,
    // Sessions hold the hash of their current access token; refresh tokens rotate, each used once,
    // and a used one presented again revokes its session.
    `create table embedded_sessions (
  session_id text primary key,
  project_id text not null references projects (project_id) on delete cascade,
  user_id text not null references embedded_users (user_id) on delete cascade,
  login_method text not null,
  access_token_hash text not null unique,
  access_expires_at timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  reauthenticated_at timestamptz,
  revoked_at timestamptz
)`,
    'create index embedded_sessions_expires_at_idx on embedded_sessions (expires_at)',
    `create table embedded_refresh_tokens (
  token_hash text primary key,
  session_id text not null references embedded_sessions (session_id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
)`,
    // One wallet per user: a random data key sealed under the KEK, the auth share sealed under the
    // KEK, the recovery share sealed under the data key (each a SealedShare as JSON).
    `create table embedded_wallets (
  user_id text primary key references embedded_users (user_id) on delete cascade,
  project_id text not null references projects (project_id) on delete cascade,
  address text not null,
  sealed_data_key text not null,
  sealed_auth_share text not null,
  sealed_recovery_share text not null,
  created_at timestamptz not null
)`,
    'create unique index embedded_wallets_address_idx on embedded_wallets (project_id, address)',
    // Single-use, 60 s grants that trade a recovery answer for the wallet's data key.
    `create table embedded_unwrap_grants (
  grant_hash text primary key,
  session_id text not null references embedded_sessions (session_id) on delete cascade,
  user_id text not null references embedded_users (user_id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
)`,
  ],
}
