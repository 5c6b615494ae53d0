import { createHash } from 'node:crypto'
import { and, eq, lte, sql } from 'drizzle-orm'
import { ApiError } from '../api/ApiError'
import type { Database } from '../db/Database'
import { idempotentRequests } from '../db/schema'
import { openAnswer, type StoredAnswer, sealAnswer } from './internal/sealAnswer'

export type AnswerOnceOptions = {
  /** The caller's Idempotency-Key (see readIdempotencyKey). */
  idempotencyKey: string
  /** What the key is used for (method, path, project, origin, session): the same key elsewhere is another request. */
  scope: string
  /** The request's input as text: the same key sent with another input is refused. */
  input: string
  now(): Date
  /** Headers every replayed answer carries besides its own type (CORS). */
  headers?: Record<string, string> | undefined
  /** How long an answer is kept for a repeat. */
  keepMs?: number | undefined
}

const defaultKeepMs = 60 * 60_000
// Rows swept per new answer at most, so that a sweep after a quiet spell costs one short statement.
const sweepBatch = 100

// An answer that must not be kept (5xx, 429): thrown to roll the claim back, then answered.
class Discarded {
  constructor(readonly response: Response) {}
}

/**
 * Answers a POST once per Idempotency-Key, on every instance over this database (docs/retries.md).
 * The first request claims the key and runs in one transaction with its claim, which then holds its
 * answer sealed under the key (see sealAnswer): a repeat gets that answer again
 * (`Idempotent-Replayed: true`) without running anything. A repeat that comes while the first
 * still runs waits on the claim's row until the first commits, and then replays it; when the first
 * instance dies, its transaction is rolled back (its rows with it: nothing is written twice) and the
 * repeat runs instead. Answers that should be tried again (5xx, 429), and those of a request whose
 * statement the database refused, are rolled back too. The same
 * key with another input is refused 422, naming Idempotency-Key. `run` gets the transaction, to
 * write in.
 *
 * @example
 * return answerOnce(db, { idempotencyKey, scope: 'POST /api/auth/email/start', input, now: () => new Date() }, (tx) => run(tx))
 */
export async function answerOnce(
  db: Database,
  options: AnswerOnceOptions,
  run: (db: Database) => Promise<Response>,
): Promise<Response> {
  const { idempotencyKey, now } = options
  const id = sha256(`${options.scope}\n${idempotencyKey}`)
  const fingerprint = sha256(options.input)

  // A few rounds at most: an expired answer is dropped and the key claimed afresh; a claim rolled back
  // while this one waited on it is claimed by this one.
  for (let round = 0; round < 3; round++) {
    const answered = await db
      .transaction(async (tx) => {
        const expiresAt = new Date(now().getTime() + (options.keepMs ?? defaultKeepMs))
        // Waits while another request holds an uncommitted claim on the key.
        const [claimed] = await tx
          .insert(idempotentRequests)
          .values({ id, fingerprint, expiresAt })
          .onConflictDoNothing()
          .returning({ id: idempotentRequests.id })
        if (!claimed) return undefined
        const response = await run(tx as unknown as Database)
        if (response.status >= 500 || response.status === 429) throw new Discarded(response)
        const body = await response.text()
        const answered = new Response(body, { status: response.status, headers: response.headers })
        const answer: StoredAnswer = {
          status: response.status,
          contentType: response.headers.get('content-type'),
          body,
        }
        try {
          await tx
            .update(idempotentRequests)
            .set({ sealedAnswer: sealAnswer(idempotencyKey, answer) })
            .where(eq(idempotentRequests.id, id))
        } catch {
          // A statement of the route failed in the database (a value it refused, answered 400), which
          // leaves the transaction unable to write: the answer goes out, not kept, as a 5xx would.
          throw new Discarded(answered)
        }
        return answered
      })
      .catch((error: unknown) => {
        if (error instanceof Discarded) return error.response
        throw error
      })
    if (answered) {
      await sweepExpired(db, now()).catch(() => undefined)
      return answered
    }

    const [row] = await db.select().from(idempotentRequests).where(eq(idempotentRequests.id, id))
    if (!row) continue
    if (row.expiresAt <= now()) {
      await db
        .delete(idempotentRequests)
        .where(and(eq(idempotentRequests.id, id), lte(idempotentRequests.expiresAt, now())))
      continue
    }
    if (row.fingerprint !== fingerprint)
      throw new ApiError(422, 'This Idempotency-Key was already used for another request', {
        parameter: 'Idempotency-Key',
      })
    if (row.sealedAnswer !== null)
      return replay(openAnswer(idempotencyKey, row.sealedAnswer), options.headers)
  }
  throw new ApiError(409, 'A request with this Idempotency-Key is still being answered', {
    parameter: 'Idempotency-Key',
  })
}

function replay(answer: StoredAnswer, headers: Record<string, string> = {}): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      ...headers,
      ...(answer.contentType ? { 'content-type': answer.contentType } : {}),
      'Cache-Control': 'no-store',
      'Idempotent-Replayed': 'true',
    },
  })
}

// Instances sweeping at once skip each other's rows rather than wait on them (or deadlock).
async function sweepExpired(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    delete from ${idempotentRequests}
    where ${idempotentRequests.id} in (
      select ${idempotentRequests.id} from ${idempotentRequests}
      where ${idempotentRequests.expiresAt} <= ${now.toISOString()}
      limit ${sweepBatch}
      for update skip locked
    )`)
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
