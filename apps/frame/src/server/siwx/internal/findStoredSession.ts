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
  { session: StoredSiwxSession } | { reason: 'not an EIP-4361 message' } | { reason: 'unknown session' }
> {
  const parsed = parseSiwxMessage(where.message)
  if (!parsed) return { reason: 'not an EIP-4361 message' }
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
  const matches =
    row !== undefined &&
    sameText(row.message, where.message) &&
    sameText(row.signature.toLowerCase(), where.signature.toLowerCase())
  return matches ? { session: row } : { reason: 'unknown session' }
}
