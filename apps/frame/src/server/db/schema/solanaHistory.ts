import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * What the Solana history indexer found on a served cluster: for each transaction, what it moved for
 * each owner, one row per owner and token (`mint` empty for SOL). `amount` is the change in base
 * units, signed; for the fee payer, SOL leaves out the fee (kept once on every row as `fee`), so
 * a send of 1 SOL reads -1 SOL. The fee payer always has a row, even where nothing else of theirs
 * moved, so that what an account sent is in its history.
 */
export const solanaTransfers = pgTable(
  'solana_transfers',
  {
    caipNetworkId: text('caip_network_id').notNull(),
    signature: text('signature').notNull(),
    owner: text('owner').notNull(),
    mint: text('mint').notNull(),
    slot: bigint('slot', { mode: 'bigint' }).notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
    feePayer: text('fee_payer').notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    failed: boolean('failed').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    decimals: integer('decimals').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caipNetworkId, table.signature, table.owner, table.mint] }),
    index('solana_transfers_by_owner').on(table.owner, table.caipNetworkId, table.slot, table.signature),
  ],
)

/**
 * Where the Solana indexer is on each cluster: the cluster's genesis hash (a new one means the
 * cluster was replaced and its rows are forgotten) and, per program it follows, the newest
 * signature it has written.
 */
export const solanaIndexerCursors = pgTable('solana_indexer_cursors', {
  caipNetworkId: text('caip_network_id').primaryKey(),
  genesisHash: text('genesis_hash').notNull(),
  systemSignature: text('system_signature'),
  tokenSignature: text('token_signature'),
  token2022Signature: text('token2022_signature'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
