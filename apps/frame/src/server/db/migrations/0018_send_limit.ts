import type { Migration } from './Migration'

export const sendLimitMigration: Migration = {
  id: '0018_send_limit',
  statements: [
    // The worth in US cents above which a send asks for the second factor's code; none when null.
    'alter table embedded_totp add column send_limit_cents bigint',
  ],
}
