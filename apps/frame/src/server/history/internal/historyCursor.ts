import { z } from 'zod'
import { decodeJsonCursor, encodeJsonCursor } from './jsonCursor'

/** Where a page ended: the page order's key of its last transaction. */
export type HistoryPosition = { minedAt: number; chainId: number; blockNumber: bigint; txIndex: number }

// Each field within what its column holds (the SQL compares them as such, and a value beyond is an
// overflow there): seconds up to the year 9999, int4 chain id and position, int8 block number.
const maxInt4 = 2_147_483_647
const maxInt8 = 9_223_372_036_854_775_807n
const maxEpochSeconds = 253_402_300_799

const Encoded = z.tuple([
  z.number().int().min(0).max(maxEpochSeconds),
  z.number().int().positive().max(maxInt4),
  z
    .string()
    .regex(/^\d{1,19}$/)
    .refine((digits) => BigInt(digits) <= maxInt8),
  z.number().int().min(0).max(maxInt4),
])

/** The opaque `next` of a page: base64url of the position's JSON. */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const { minedAt, chainId, blockNumber, txIndex } = position
  return encodeJsonCursor([minedAt, chainId, blockNumber.toString(), txIndex])
}

/** The position a cursor names, or null for anything this server did not hand out. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | null {
  const parsed = Encoded.safeParse(decodeJsonCursor(cursor))
  if (!parsed.success) return null
  const [minedAt, chainId, blockNumber, txIndex] = parsed.data
  return { minedAt, chainId, blockNumber: BigInt(blockNumber), txIndex }
}
