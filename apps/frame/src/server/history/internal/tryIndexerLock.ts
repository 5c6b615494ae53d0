import { sql } from 'drizzle-orm'
import type { DatabaseTransaction } from '../../db/Database'

// The first keys of the indexers' two-key advisory locks (the migrations take 4_242_001).
const lockNamespaces = { evm: 4_242_004, solana: 4_242_005 } as const

/**
 * Takes, for the rest of `tx`, the lock under which one instance writes what an indexer read of one
 * chain: a chain id, or a Solana cluster's CAIP-2 id (hashed by Postgres into the lock's key). False
 * when another session holds it: that instance is writing the same chain, and this one waits its turn.
 *
 * @example
 * if (!(await tryIndexerLock(tx, 'solana', 'solana:localnet'))) return false
 */
export async function tryIndexerLock(
  tx: DatabaseTransaction,
  indexer: keyof typeof lockNamespaces,
  chain: number | string,
): Promise<boolean> {
  const key = typeof chain === 'number' ? sql`${chain}::int` : sql`hashtext(${chain})`
  const { rows } = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${lockNamespaces[indexer]}::int, ${key}) as locked`,
  )
  return rows[0]?.locked === true
}
