import { isSignature } from '@solana/kit'
import { z } from 'zod'
import { decodeJsonCursor, encodeJsonCursor } from '../internal/jsonCursor'

/** Where a page of Solana history ended: its last transaction's slot and signature. */
export type SolanaHistoryPosition = { slot: bigint; signature: string }

const maxInt8 = 9_223_372_036_854_775_807n

// Tagged, so that a cursor of the EVM history is never read as one of these.
const Encoded = z.tuple([
  z.literal('solana'),
  z
    .string()
    .regex(/^\d{1,19}$/)
    .refine((digits) => BigInt(digits) <= maxInt8),
  z.string().refine(isSignature),
])

/** The opaque `next` of a Solana history page: base64url of the position's JSON. */
export function encodeSolanaHistoryCursor(position: SolanaHistoryPosition): string {
  return encodeJsonCursor(['solana', position.slot.toString(), position.signature])
}

/**
 * The position a Solana history cursor names, or null for anything this server did not hand out.
 *
 * @example
 * decodeSolanaHistoryCursor(encodeSolanaHistoryCursor({ slot: 40n, signature })) // { slot: 40n, signature }
 */
export function decodeSolanaHistoryCursor(cursor: string): SolanaHistoryPosition | null {
  const parsed = Encoded.safeParse(decodeJsonCursor(cursor))
  if (!parsed.success) return null
  return { slot: BigInt(parsed.data[1]), signature: parsed.data[2] }
}
