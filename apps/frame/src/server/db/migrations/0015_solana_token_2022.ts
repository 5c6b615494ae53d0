import type { Migration } from './Migration'

export const solanaToken2022Migration: Migration = {
  id: '0015_solana_token_2022',
  statements: [
    // The Solana indexer follows Token-2022 as it follows the classic Token program: its own cursor.
    'alter table solana_indexer_cursors add column token2022_signature text',
  ],
}
