import type { Migration } from './Migration'

export const idempotentRequestsMigration: Migration = {
  id: '0011_idempotent_requests',
  statements: [
    // One row per Idempotency-Key a POST came with (docs/retries.md), inserted in the transaction
    // the request runs in, so that a repeat waits on it, and committed with the answer, sealed with
    // a key derived from the Idempotency-Key, which is never stored: the table alone opens no
    // answer. `id` hashes the key with the route and caller it was sent for.
    `create table idempotent_requests (
  id text primary key,
  fingerprint text not null,
  sealed_answer text,
  expires_at timestamptz not null
)`,
    'create index idempotent_requests_expires_at_idx on idempotent_requests (expires_at)',
  ],
}
