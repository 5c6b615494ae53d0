import { type Address, getContractAddress, type Hash } from 'viem'
import type { indexedTransfers } from '../../db/schema'

export type IndexedTransferRow = typeof indexedTransfers.$inferInsert

/** A mined transaction, as much of it as the indexer needs. */
export type BlockTransaction = {
  hash: Hash
  from: Address
  to: Address | null
  value: bigint
  nonce: number
  transactionIndex: number
}

export type IndexedBlock = {
  number: bigint
  hash: Hash
  parentHash: Hash
  timestamp: bigint
  transactions: readonly BlockTransaction[]
}

type LogPosition = { address: Address; blockHash: Hash; transactionHash: Hash; logIndex: number }

export type TransferLog = LogPosition & {
  eventName: 'Transfer'
  args: { from: Address; to: Address; value: bigint }
}

export type SwapLog = LogPosition & {
  eventName: 'Swap'
  args: { amount0In: bigint; amount1In: bigint; amount0Out: bigint; amount1Out: bigint; to: Address }
}

type ExtractTransfersInput = {
  chainId: number
  blocks: readonly IndexedBlock[]
  logs: readonly (TransferLog | SwapLog)[]
  /** Transactions with a value whose receipt says success: a reverted one moved nothing. */
  succeeded: ReadonlySet<Hash>
  /** The deployed pairs by lowercased address; Swap logs of any other contract are not trades we know. */
  pairs: ReadonlyMap<string, { token0: Address; token1: Address }>
}

/**
 * The rows a range of blocks adds to `indexed_transfers`: each successful transaction's value,
 * each non-zero ERC-20 Transfer, and each Swap of a deployed pair (recorded for the transaction's
 * sender). A row's `fromAddress` and `toAddress` are where its value left and went, which history
 * items show as each transfer's sender and recipient: the transaction's for its value, the log's
 * for a Transfer (not the transaction's, which for a token send is the token's contract), and for a
 * Swap the transaction's sender and the Swap's `to` (the router when it pays out ether). A log
 * whose block is not one of `blocks` (by hash) means the chain moved under the reader: that is an
 * error, so that nothing half-consistent is written.
 *
 * @example
 * const rows = extractTransfers({ chainId: 31337, blocks, logs, succeeded, pairs })
 */
export function extractTransfers(input: ExtractTransfersInput): IndexedTransferRow[] {
  const { chainId, blocks, logs, succeeded, pairs } = input
  const mined = new Map(
    blocks.flatMap((block) => block.transactions.map((tx) => [tx.hash, { block, tx }] as const)),
  )
  const rows: IndexedTransferRow[] = []

  const base = (block: IndexedBlock, tx: BlockTransaction) => ({
    chainId,
    txHash: tx.hash,
    blockNumber: block.number,
    txIndex: tx.transactionIndex,
    minedAt: new Date(Number(block.timestamp) * 1000),
    txFrom: tx.from.toLowerCase(),
    txTo: recipientOf(tx).toLowerCase(),
    txNonce: tx.nonce,
  })

  for (const block of blocks)
    for (const tx of block.transactions) {
      if (tx.value === 0n || !succeeded.has(tx.hash)) continue
      rows.push({
        ...base(block, tx),
        logIndex: -1,
        kind: 'native',
        fromAddress: tx.from.toLowerCase(),
        toAddress: recipientOf(tx).toLowerCase(),
        tokenAddress: null,
        amount: tx.value.toString(),
      })
    }

  for (const log of logs) {
    const found = mined.get(log.transactionHash)
    if (!found || found.block.hash !== log.blockHash)
      throw new Error(
        `Log ${log.logIndex} of ${log.transactionHash} is not in the blocks read (the chain moved)`,
      )
    const { block, tx } = found
    if (log.eventName === 'Transfer') {
      if (log.args.value === 0n) continue
      rows.push({
        ...base(block, tx),
        logIndex: log.logIndex,
        kind: 'token',
        fromAddress: log.args.from.toLowerCase(),
        toAddress: log.args.to.toLowerCase(),
        tokenAddress: log.address.toLowerCase(),
        amount: log.args.value.toString(),
      })
      continue
    }
    const pair = pairs.get(log.address.toLowerCase())
    if (!pair) continue
    const { amount0In, amount1In, amount0Out, amount1Out, to } = log.args
    const zeroIn = amount0In > 0n
    const zeroOut = amount0Out > 0n
    rows.push({
      ...base(block, tx),
      logIndex: log.logIndex,
      kind: 'swap',
      fromAddress: tx.from.toLowerCase(),
      toAddress: to.toLowerCase(),
      tokenAddress: (zeroIn ? pair.token0 : pair.token1).toLowerCase(),
      amount: (zeroIn ? amount0In : amount1In).toString(),
      tokenOutAddress: (zeroOut ? pair.token0 : pair.token1).toLowerCase(),
      amountOut: (zeroOut ? amount0Out : amount1Out).toString(),
    })
  }
  return rows
}

// A contract creation has no `to`; where its value went is the address the sender's nonce gives.
function recipientOf(tx: BlockTransaction): Address {
  return tx.to ?? getContractAddress({ from: tx.from, nonce: BigInt(tx.nonce) })
}
