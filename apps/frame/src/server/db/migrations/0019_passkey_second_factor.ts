import type { Migration } from './Migration'

export const passkeySecondFactorMigration: Migration = {
  id: '0019_passkey_second_factor',
  statements: [
    // The second factor is the authenticator app's code ('totp') or one of the wallet's passkeys
    // ('passkey'), which has no secret here: its public keys are the wallet's passkey logins.
    "alter table embedded_totp add column kind text not null default 'totp'",
    'alter table embedded_totp alter column sealed_secret drop not null',
  ],
}
