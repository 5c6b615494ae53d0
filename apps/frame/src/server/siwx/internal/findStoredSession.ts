import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/Database'
import { siwxSessions } from '../../db/schema'
import { parseSiwxMessage } from './parseSiwxMessage'
import { sameText } from './sameText'

type StoredSiwxSession = typeof siwxSessions.$inferSelect

/**
 * The session stored for exactly this message and signature, for this project and host origin; or
 * why there is none. Looked up by the message's nonce, never by address: the message and signature
 * are what prove the caller holds the session.
 */
export async function findStoredSession(
  db: Database,
  where: { projectId: string; origin: string; message: string; signature: string },
): Promise<
  { session: StoredSiwxSession } | { reason: 'not a sign-in message' } | { reason: 'unknown session' }
> {
  const parsed = parseSiwxMessage(where.message)
  if (!parsed) return { reason: 'not a sign-in message' }
  const [row] = await db
    .select()
    .from(siwxSessions)
    .where(
      and(
        eq(siwxSessions.nonce, parsed.nonce),
        eq(siwxSessions.projectId, where.projectId),
        eq(siwxSessions.origin, where.origin),
      ),
    )
  // Hex is one value in either case; base58 (a Solana signature) is not.
  const comparable = (signature: string) => (signature.startsWith('0x') ? signature.toLowerCase() : signature)
  const matches =
    row !== undefined &&
    sameText(row.message, where.message) &&
    sameText(comparable(row.signature), comparable(where.signature))
  return matches ? { session: row } : { reason: 'unknown session' }
}
