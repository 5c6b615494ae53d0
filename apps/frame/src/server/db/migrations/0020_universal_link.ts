import type { Migration } from './Migration'

export const universalLinkMigration: Migration = {
  id: '0020_universal_link',
  statements: [
    // A wallet's http(s) link that opens its app where installed and its site where not (docs/phones.md).
    'alter table wallets add column universal_link text',
    // The shipped seed is the catalogue's only writer, and it fills an empty table on first use, so
    // a catalogue seeded before this column existed is dropped to come back with its universal links.
    'delete from wallets',
  ],
}
