import type { Hash } from 'viem'
import type { LocalChain } from '../../chain/LocalChain'
import { extractTransfers, type IndexedBlock, type IndexedTransferRow } from './extractTransfers'
import { swapEvent, transferEvent } from './historyEvents'

// Blocks asked for at once: the client batches them into one JSON-RPC request.
const blocksPerRequest = 50

type BlockRange = {
  /** Oldest first, each the parent of the next. */
  blocks: readonly IndexedBlock[]
  rows: IndexedTransferRow[]
}

/**
 * Reads blocks `from`..`to` (inclusive) with their transactions, the Transfer and Swap logs of
 * the range in one getLogs, and the receipts of the transactions that carried value. Throws when
 * the answers don't fit together (a block that is not its successor's parent, a log from a block
 * not read): the chain moved while it was read, and the caller tries again.
 */
export async function readBlockRange(chain: LocalChain, from: bigint, to: bigint): Promise<BlockRange> {
  const { client, deployment } = chain
  const numbers: bigint[] = []
  for (let number = from; number <= to; number++) numbers.push(number)
  const [blocks, logs] = await Promise.all([
    readBlocks(chain, numbers),
    client.getLogs({ events: [transferEvent, swapEvent], fromBlock: from, toBlock: to, strict: true }),
  ])
  for (const [index, block] of blocks.entries()) {
    const parent = blocks[index - 1]
    if (parent && block.parentHash !== parent.hash)
      throw new Error(`Block ${block.number} does not follow block ${parent.number} (the chain moved)`)
  }
  const valued = blocks.flatMap((block) => block.transactions.filter((tx) => tx.value > 0n))
  const receipts = await Promise.all(valued.map((tx) => client.getTransactionReceipt({ hash: tx.hash })))
  const succeeded = new Set<Hash>(
    receipts.filter((receipt) => receipt.status === 'success').map((receipt) => receipt.transactionHash),
  )
  const pairs = new Map(
    (deployment?.pairs ?? []).map((pair) => [
      pair.address.toLowerCase(),
      { token0: pair.token0, token1: pair.token1 },
    ]),
  )
  return {
    blocks,
    rows: extractTransfers({ chainId: chain.network.id, blocks, logs, succeeded, pairs }),
  }
}

async function readBlocks(chain: LocalChain, numbers: readonly bigint[]): Promise<IndexedBlock[]> {
  const blocks: IndexedBlock[] = []
  for (let start = 0; start < numbers.length; start += blocksPerRequest) {
    const chunk = numbers.slice(start, start + blocksPerRequest)
    const read = await Promise.all(
      chunk.map((blockNumber) => chain.client.getBlock({ blockNumber, includeTransactions: true })),
    )
    for (const block of read)
      blocks.push({
        number: block.number,
        hash: block.hash,
        parentHash: block.parentHash,
        timestamp: block.timestamp,
        transactions: block.transactions.map((tx) => ({
          hash: tx.hash,
          from: tx.from,
          to: tx.to,
          value: tx.value,
          nonce: tx.nonce,
          transactionIndex: tx.transactionIndex,
        })),
      })
  }
  return blocks
}
