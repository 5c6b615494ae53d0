import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Hash } from 'viem'
import type { Database, DatabaseTransaction } from '../../db/Database'
import { indexedTransfers, indexerCursors, tokenMetadata } from '../../db/schema'
import type { IndexedTransferRow } from './extractTransfers'
import { insertNewRows } from './insertNewRows'
import type { TokenMetadataRow } from './readTokenMetadata'
import { tryIndexerLock } from './tryIndexerLock'

export type IndexerCursor = { blockNumber: bigint; blockHash: Hash }

export async function readCursor(
  db: Database | DatabaseTransaction,
  chainId: number,
): Promise<IndexerCursor | null> {
  const [row] = await db
    .select({ blockNumber: indexerCursors.blockNumber, blockHash: indexerCursors.blockHash })
    .from(indexerCursors)
    .where(eq(indexerCursors.chainId, chainId))
  return row ? { blockNumber: row.blockNumber, blockHash: row.blockHash as Hash } : null
}

/** Which of `addresses` (lowercased) already have their metadata stored. */
export async function storedTokens(
  db: Database,
  chainId: number,
  addresses: readonly string[],
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set()
  const rows = await db
    .select({ address: tokenMetadata.address })
    .from(tokenMetadata)
    .where(and(eq(tokenMetadata.chainId, chainId), inArray(tokenMetadata.address, [...addresses])))
  return new Set(rows.map((row) => row.address))
}

/**
 * Writes a range's rows and token metadata and moves the cursor to `to`, in one transaction, if
 * this instance holds the chain's lock and the cursor is still `from` (what the range was read
 * after). Anything else means another instance is at work or got there first: nothing is written.
 */
export async function commitRange(
  db: Database,
  chainId: number,
  from: IndexerCursor | null,
  to: IndexerCursor,
  rows: readonly IndexedTransferRow[],
  tokens: readonly TokenMetadataRow[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await tryIndexerLock(tx, 'evm', chainId)) || !sameCursor(await readCursor(tx, chainId), from))
      return false
    if (tokens.length > 0)
      await tx
        .insert(tokenMetadata)
        .values([...tokens])
        .onConflictDoNothing()
    await insertNewRows(tx, indexedTransfers, rows)
    await tx
      .insert(indexerCursors)
      .values({ chainId, blockNumber: to.blockNumber, blockHash: to.blockHash })
      .onConflictDoUpdate({
        target: indexerCursors.chainId,
        set: { blockNumber: to.blockNumber, blockHash: to.blockHash, updatedAt: sql`now()` },
      })
    return true
  })
}

/**
 * Forgets what was indexed of a chain (rows, token metadata, cursor), so that it is indexed again
 * from the start; only if the cursor is still `seen`, so that instances noticing the same
 * replaced chain reset it once.
 */
export async function resetChain(db: Database, chainId: number, seen: IndexerCursor): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await tryIndexerLock(tx, 'evm', chainId)) || !sameCursor(await readCursor(tx, chainId), seen))
      return false
    await tx.delete(indexedTransfers).where(eq(indexedTransfers.chainId, chainId))
    await tx.delete(tokenMetadata).where(eq(tokenMetadata.chainId, chainId))
    await tx.delete(indexerCursors).where(eq(indexerCursors.chainId, chainId))
    return true
  })
}

function sameCursor(a: IndexerCursor | null, b: IndexerCursor | null): boolean {
  return a === null || b === null ? a === b : a.blockNumber === b.blockNumber && a.blockHash === b.blockHash
}
