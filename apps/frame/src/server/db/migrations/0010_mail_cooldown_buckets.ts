import type { Migration } from './Migration'

export const mailCooldownBucketsMigration: Migration = {
  id: '0010_mail_cooldown_buckets',
  statements: [
    // The 30 s cooldown per address becomes one per address and kind of mail: what a stranger can
    // ask for (login and device mails) keeps one, and each mail that needs the account's session
    // gets its own. Rows already there were all counted as login mails.
    `alter table embedded_mail_cooldowns add column bucket text not null default 'login'`,
    'alter table embedded_mail_cooldowns alter column bucket drop default',
    'alter table embedded_mail_cooldowns drop constraint embedded_mail_cooldowns_pkey',
    'alter table embedded_mail_cooldowns add primary key (email, bucket)',
  ],
}
