import { bigint, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What the history indexer found on the devnets: one row per value movement (`native`: a
 * transaction's value, `log_index` -1; `token`: an ERC-20 Transfer log) or AMM swap (`swap`: a
 * Swap log of a deployed pair, `token_address`/`amount` in and `token_out_address`/`amount_out`
 * out). Addresses are lowercased; `tx_to` is the created contract for a creation.
 */
export const indexedTransfers = pgTable(
  'indexed_transfers',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
    txFrom: text('tx_from').notNull(),
    txTo: text('tx_to').notNull(),
    txNonce: bigint('tx_nonce', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['native', 'token', 'swap'] }).notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    tokenAddress: text('token_address'),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    tokenOutAddress: text('token_out_address'),
    amountOut: numeric('amount_out', { precision: 78, scale: 0 }),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index('indexed_transfers_by_from').on(
      table.fromAddress,
      table.minedAt,
      table.chainId,
      table.blockNumber,
      table.txIndex,
    ),
    index('indexed_transfers_by_to').on(
      table.toAddress,
      table.minedAt,
      table.chainId,
      table.blockNumber,
      table.txIndex,
    ),
    index('indexed_transfers_by_sender').on(
      table.txFrom,
      table.minedAt,
      table.chainId,
      table.blockNumber,
      table.txIndex,
    ),
  ],
)

/** The last block the indexer wrote per chain, with its hash to notice a chain that was replaced. */
export const indexerCursors = pgTable('indexer_cursors', {
  chainId: integer('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** ERC-20 name, symbol and decimals as read once from chain; null where the contract did not answer. */
export const tokenMetadata = pgTable(
  'token_metadata',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    name: text('name'),
    symbol: text('symbol'),
    decimals: integer('decimals'),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)
