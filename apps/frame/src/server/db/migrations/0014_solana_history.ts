import type { Migration } from './Migration'

export const solanaHistoryMigration: Migration = {
  id: '0014_solana_history',
  statements: [
    `create table solana_transfers (
      caip_network_id text not null,
      signature text not null,
      owner text not null,
      mint text not null,
      slot bigint not null,
      mined_at timestamptz not null,
      fee_payer text not null,
      fee bigint not null,
      failed boolean not null,
      amount numeric(78, 0) not null,
      decimals integer not null,
      primary key (caip_network_id, signature, owner, mint)
    )`,
    'create index solana_transfers_by_owner on solana_transfers (owner, caip_network_id, slot, signature)',
    `create table solana_indexer_cursors (
      caip_network_id text primary key,
      genesis_hash text not null,
      system_signature text,
      token_signature text,
      updated_at timestamptz not null default now()
    )`,
  ],
}
