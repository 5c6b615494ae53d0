import type { Migration } from './Migration'

export const historyMigration: Migration = {
  id: '0004_history',
  statements: [
    `create table indexed_transfers (
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  tx_index integer not null,
  mined_at timestamptz not null,
  tx_from text not null,
  tx_to text not null,
  tx_nonce bigint not null,
  kind text not null check (kind in ('native', 'token', 'swap')),
  from_address text not null,
  to_address text not null,
  token_address text,
  amount numeric(78, 0) not null,
  token_out_address text,
  amount_out numeric(78, 0),
  primary key (chain_id, tx_hash, log_index)
)`,
    // One per way a transaction can touch an address, in page order, so that each leg of the history
    // query is a backward index scan.
    `create index indexed_transfers_by_from on indexed_transfers (from_address, mined_at, chain_id, block_number, tx_index)`,
    `create index indexed_transfers_by_to on indexed_transfers (to_address, mined_at, chain_id, block_number, tx_index)`,
    `create index indexed_transfers_by_sender on indexed_transfers (tx_from, mined_at, chain_id, block_number, tx_index)`,
    `create table indexer_cursors (
  chain_id integer primary key,
  block_number bigint not null,
  block_hash text not null,
  updated_at timestamptz not null default now()
)`,
    `create table token_metadata (
  chain_id integer not null,
  address text not null,
  name text,
  symbol text,
  decimals integer,
  primary key (chain_id, address)
)`,
  ],
}
