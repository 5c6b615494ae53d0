import type { Migration } from './Migration'

export const passkeysMigration: Migration = {
  id: '0016_passkeys',
  statements: [
    // A user's passkeys; a credential id is the authenticator's, unique within a project.
    `create table embedded_passkeys (
  project_id text not null references projects (project_id) on delete cascade,
  credential_id text not null,
  user_id text not null references embedded_users (user_id) on delete cascade,
  public_key text not null,
  counter bigint not null,
  transports text not null,
  backed_up boolean not null,
  name text not null,
  created_at timestamptz not null,
  last_used_at timestamptz,
  primary key (project_id, credential_id)
)`,
    'create index embedded_passkeys_user_idx on embedded_passkeys (user_id)',
    // The challenges of WebAuthn ceremonies under way: each is redeemed once.
    `create table embedded_passkey_challenges (
  challenge_id text primary key,
  project_id text not null references projects (project_id) on delete cascade,
  purpose text not null,
  challenge text not null,
  user_id text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
)`,
    'create index embedded_passkey_challenges_expires_at_idx on embedded_passkey_challenges (expires_at)',
  ],
}
