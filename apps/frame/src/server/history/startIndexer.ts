import type { LocalChain, LocalChains } from '../chain/LocalChain'
import type { Database } from '../db/Database'
import { pollUntilAborted } from '../internal/pollUntilAborted'
import {
  commitRange,
  type IndexerCursor,
  readCursor,
  resetChain,
  storedTokens,
} from './internal/indexerStore'
import { readBlockRange } from './internal/readBlockRange'
import { readTokenMetadata } from './internal/readTokenMetadata'

type StartIndexerOptions = {
  db: Database
  chains: LocalChains
  /** The pause between polls once the indexer has caught up with a chain. Default 1 s. */
  intervalMs?: number
  /** The most blocks one tick reads and writes, so that catching up is done in bounded steps. Default 200. */
  batchBlocks?: number
  log?: Pick<Console, 'warn' | 'error'>
}

export type Indexer = {
  /** Ends the polling; resolves once the ticks in flight are done (and written, or not at all). */
  stop(): Promise<void>
  /** Resolves once the indexed cursor of `chainId` has reached `blockNumber` (rejects if the indexer stops first). */
  caughtUp(chainId: number, blockNumber: bigint | number): Promise<void>
}

/**
 * Follows each chain block by block into `indexed_transfers` (see readBlockRange for what it
 * records), from the deployment's first block or 0. Each range of blocks and the cursor that
 * follows it are written in one transaction, so a restart resumes at the cursor with no duplicate
 * and no gap; several instances on one Postgres take a per-chain advisory lock to write, and only
 * the one whose cursor is still current writes. A chain whose block at the cursor has another hash
 * than the one stored (a restarted anvil) is forgotten and indexed again from the start. Failures
 * are logged and retried with backoff; nothing is thrown out of the loop.
 *
 * @example
 * const indexer = startIndexer({ db, chains })
 * await indexer.caughtUp(31337, receipt.blockNumber)
 * await indexer.stop()
 */
export function startIndexer(options: StartIndexerOptions): Indexer {
  const { db, chains, intervalMs = 1_000, batchBlocks = 200, log = console } = options
  const stopping = new AbortController()
  const cursors = new Map<number, bigint | null>()
  const waiters = new Set<{
    chainId: number
    blockNumber: bigint
    resolve(): void
    reject(error: Error): void
  }>()

  function publish(chainId: number, cursor: IndexerCursor | null) {
    cursors.set(chainId, cursor?.blockNumber ?? null)
    for (const waiter of waiters)
      if (waiter.chainId === chainId && cursor && cursor.blockNumber >= waiter.blockNumber) {
        waiters.delete(waiter)
        waiter.resolve()
      }
  }

  async function reset(chain: LocalChain, seen: IndexerCursor, reason: string) {
    if (!(await resetChain(db, chain.network.id, seen))) return
    log.warn(
      `[history] ${chain.network.name} (${chain.network.id}): ${reason}, so the chain was replaced; indexing it again from block ${startBlock(chain)}`,
    )
    publish(chain.network.id, null)
  }

  /** One step along a chain; true when there is more to read right away. */
  async function tick(chain: LocalChain): Promise<boolean> {
    const chainId = chain.network.id
    const cursor = await readCursor(db, chainId)
    publish(chainId, cursor)
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    if (cursor && head < cursor.blockNumber) {
      await reset(chain, cursor, `its head is block ${head}, below the indexed block ${cursor.blockNumber}`)
      return true
    }
    if (cursor && head === cursor.blockNumber) {
      const block = await chain.client.getBlock({ blockNumber: head })
      if (block.hash === cursor.blockHash) return false
      await reset(chain, cursor, `block ${head} is now ${block.hash}, not ${cursor.blockHash}`)
      return true
    }
    const from = cursor ? cursor.blockNumber + 1n : startBlock(chain)
    if (from > head) return false
    const to = from + BigInt(batchBlocks) - 1n < head ? from + BigInt(batchBlocks) - 1n : head
    const range = await readBlockRange(chain, from, to)
    const first = range.blocks[0]
    const last = range.blocks.at(-1)
    if (!first || !last) return false
    if (cursor && first.parentHash !== cursor.blockHash) {
      await reset(chain, cursor, `block ${first.number} no longer follows the indexed ${cursor.blockHash}`)
      return true
    }
    const tokenAddresses = [
      ...new Set(
        range.rows.flatMap((row) => [row.tokenAddress, row.tokenOutAddress]).filter((token) => token != null),
      ),
    ]
    const stored = await storedTokens(db, chainId, tokenAddresses)
    const tokens = await readTokenMetadata(
      chain,
      tokenAddresses.filter((token) => !stored.has(token)),
    )
    const next = { blockNumber: last.number, blockHash: last.hash }
    // Not written: another instance holds the chain or got there first; it leads, this one waits a tick.
    if (!(await commitRange(db, chainId, cursor, next, range.rows, tokens))) return false
    publish(chainId, next)
    return to < head
  }

  const follow = (chain: LocalChain) =>
    pollUntilAborted({
      signal: stopping.signal,
      intervalMs,
      poll: () => tick(chain),
      onError: (error) =>
        log.error(`[history] ${chain.network.name} (${chain.network.id}): ${describe(error)}; retrying`),
    })

  const loops = [...chains.values()].map((chain) => follow(chain))

  return {
    async stop() {
      stopping.abort()
      await Promise.all(loops)
      for (const waiter of waiters) waiter.reject(new Error('The history indexer stopped'))
      waiters.clear()
    },
    caughtUp(chainId, blockNumber) {
      if (!chains.has(chainId))
        return Promise.reject(new Error(`The history indexer does not follow chain ${chainId}`))
      if (stopping.signal.aborted) return Promise.reject(new Error('The history indexer stopped'))
      const target = BigInt(blockNumber)
      const indexed = cursors.get(chainId)
      if (indexed != null && indexed >= target) return Promise.resolve()
      return new Promise((resolve, reject) => {
        waiters.add({ chainId, blockNumber: target, resolve, reject })
      })
    },
  }
}

function startBlock(chain: LocalChain): bigint {
  return BigInt(chain.deployment?.deployBlock ?? 0)
}

function describe(error: unknown): string {
  // viem's errors carry a one-line shortMessage beside a long message (docs/errors.md: by shape).
  const { shortMessage } = (error ?? {}) as { shortMessage?: unknown }
  if (typeof shortMessage === 'string') return shortMessage
  return error instanceof Error ? error.message : String(error)
}
