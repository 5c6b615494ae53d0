import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../db/createTestDatabase'
import type { DatabaseHandle } from '../../../db/Database'
import { solanaTransfers } from '../../../db/schema'
import { tryIndexerLock } from '../../internal/tryIndexerLock'
import type { SolanaTransferRow } from '../solanaTransferRows'
import {
  commitSolanaBatch,
  readSolanaCursor,
  resetSolanaCluster,
  type SolanaIndexerCursor,
} from './solanaIndexerStore'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(async () => {
  await handle?.close()
})

const cursor = (caipNetworkId: string, systemSignature: string | null): SolanaIndexerCursor => ({
  caipNetworkId,
  genesisHash: 'genesis-1',
  systemSignature,
  tokenSignature: null,
  token2022Signature: null,
})
const row = (caipNetworkId: string, signature: string): SolanaTransferRow => ({
  caipNetworkId,
  signature,
  owner: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  mint: '',
  slot: 1n,
  minedAt: new Date(0),
  feePayer: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  fee: 5000n,
  failed: false,
  amount: '-5000',
  decimals: 9,
})
const signaturesOf = async (caipNetworkId: string) =>
  (
    await handle.db
      .select({ signature: solanaTransfers.signature })
      .from(solanaTransfers)
      .where(sql`${solanaTransfers.caipNetworkId} = ${caipNetworkId}`)
  )
    .map((found) => found.signature)
    .sort()

describe('the Solana indexer store', () => {
  it('writes a batch only after the cursor it was read after, so the cursor never moves back', async () => {
    const id = 'solana:store-a'
    const first = cursor(id, 'sig-1')
    expect(await commitSolanaBatch(handle.db, undefined, first, [row(id, 'sig-1')])).toBe(true)
    // Another instance read before that write, and would move the cursor back to its older batch.
    expect(await commitSolanaBatch(handle.db, undefined, cursor(id, 'sig-0'), [row(id, 'sig-0')])).toBe(false)
    expect(await readSolanaCursor(handle.db, id)).toEqual(first)
    expect(await signaturesOf(id)).toEqual(['sig-1'])
    const second = cursor(id, 'sig-2')
    expect(await commitSolanaBatch(handle.db, first, second, [row(id, 'sig-2')])).toBe(true)
    expect(await readSolanaCursor(handle.db, id)).toEqual(second)
    expect(await signaturesOf(id)).toEqual(['sig-1', 'sig-2'])
  })

  it('forgets a cluster once, for the instance that saw its current cursor', async () => {
    const id = 'solana:store-b'
    const seen = cursor(id, 'sig-1')
    await commitSolanaBatch(handle.db, undefined, seen, [row(id, 'sig-1')])
    expect(await resetSolanaCluster(handle.db, cursor(id, 'sig-0'))).toBe(false)
    expect(await signaturesOf(id)).toEqual(['sig-1'])
    expect(await resetSolanaCluster(handle.db, seen)).toBe(true)
    expect(await readSolanaCursor(handle.db, id)).toBeUndefined()
    expect(await signaturesOf(id)).toEqual([])
    // Another instance that saw the same cursor finds it gone, and leaves what followed alone.
    await commitSolanaBatch(handle.db, undefined, cursor(id, 'sig-9'), [row(id, 'sig-9')])
    expect(await resetSolanaCluster(handle.db, seen)).toBe(false)
    expect(await signaturesOf(id)).toEqual(['sig-9'])
  })

  // PGlite is one session, whose advisory locks are its own to take again: the contention of two
  // instances is seen on a real Postgres (LATCH_TEST_DATABASE_URL), where each transaction has a connection.
  it.runIf(process.env.LATCH_TEST_DATABASE_URL)(
    'writes nothing while another instance holds the cluster',
    async () => {
      const id = 'solana:store-c'
      let release: () => void = () => undefined
      let held: () => void = () => undefined
      const holding = new Promise<void>((resolve) => {
        held = resolve
      })
      const other = handle.db.transaction(async (tx) => {
        expect(await tryIndexerLock(tx, 'solana', id)).toBe(true)
        held()
        await new Promise<void>((resolve) => {
          release = resolve
        })
      })
      await holding
      expect(await commitSolanaBatch(handle.db, undefined, cursor(id, 'sig-1'), [row(id, 'sig-1')])).toBe(
        false,
      )
      release()
      await other
      expect(await commitSolanaBatch(handle.db, undefined, cursor(id, 'sig-1'), [row(id, 'sig-1')])).toBe(
        true,
      )
      expect(await signaturesOf(id)).toEqual(['sig-1'])
    },
  )
})
