import { eq } from 'drizzle-orm'
import type { Database, DatabaseTransaction } from '../../../db/Database'
import { solanaIndexerCursors, solanaTransfers } from '../../../db/schema'
import { insertNewRows } from '../../internal/insertNewRows'
import { tryIndexerLock } from '../../internal/tryIndexerLock'
import type { SolanaTransferRow } from '../solanaTransferRows'

/** Where the indexer stands on a cluster: its genesis, and the newest signature read of each program. */
export type SolanaIndexerCursor = {
  caipNetworkId: string
  genesisHash: string
  systemSignature: string | null
  tokenSignature: string | null
  token2022Signature: string | null
}

/** The cluster's cursor, or undefined before its first write. */
export async function readSolanaCursor(
  db: Database | DatabaseTransaction,
  caipNetworkId: string,
): Promise<SolanaIndexerCursor | undefined> {
  const [row] = await db
    .select({
      caipNetworkId: solanaIndexerCursors.caipNetworkId,
      genesisHash: solanaIndexerCursors.genesisHash,
      systemSignature: solanaIndexerCursors.systemSignature,
      tokenSignature: solanaIndexerCursors.tokenSignature,
      token2022Signature: solanaIndexerCursors.token2022Signature,
    })
    .from(solanaIndexerCursors)
    .where(eq(solanaIndexerCursors.caipNetworkId, caipNetworkId))
  return row
}

/**
 * Writes a batch's rows and moves the cluster's cursor to `next`, in one transaction, if this
 * instance holds the cluster's lock and the cursor is still `seen` (what the batch was read after).
 * Anything else means another instance is writing the cluster or got there first: nothing is
 * written, so that the cursor only ever moves forward.
 */
export async function commitSolanaBatch(
  db: Database,
  seen: SolanaIndexerCursor | undefined,
  next: SolanaIndexerCursor,
  rows: readonly SolanaTransferRow[],
): Promise<boolean> {
  const { caipNetworkId } = next
  return db.transaction(async (tx) => {
    if (!(await holds(tx, caipNetworkId, seen))) return false
    await insertNewRows(tx, solanaTransfers, rows)
    const values = { ...next, updatedAt: new Date() }
    await tx
      .insert(solanaIndexerCursors)
      .values(values)
      .onConflictDoUpdate({ target: solanaIndexerCursors.caipNetworkId, set: values })
    return true
  })
}

/**
 * Forgets what was read of a cluster (its rows and cursor), so that it is read again from its start;
 * only if the cursor is still `seen`, so that instances noticing the same new genesis reset it once.
 */
export async function resetSolanaCluster(db: Database, seen: SolanaIndexerCursor): Promise<boolean> {
  const { caipNetworkId } = seen
  return db.transaction(async (tx) => {
    if (!(await holds(tx, caipNetworkId, seen))) return false
    await tx.delete(solanaTransfers).where(eq(solanaTransfers.caipNetworkId, caipNetworkId))
    await tx.delete(solanaIndexerCursors).where(eq(solanaIndexerCursors.caipNetworkId, caipNetworkId))
    return true
  })
}

async function holds(tx: DatabaseTransaction, caipNetworkId: string, seen: SolanaIndexerCursor | undefined) {
  if (!(await tryIndexerLock(tx, 'solana', caipNetworkId))) return false
  const now = await readSolanaCursor(tx, caipNetworkId)
  return (
    now?.genesisHash === seen?.genesisHash &&
    now?.systemSignature === seen?.systemSignature &&
    now?.tokenSignature === seen?.tokenSignature &&
    now?.token2022Signature === seen?.token2022Signature
  )
}
