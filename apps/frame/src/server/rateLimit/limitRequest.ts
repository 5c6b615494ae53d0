import type { SQL } from 'drizzle-orm'
import type { ApiContext } from '../api/ApiRoute'
import { clientAddress } from './clientAddress'
import { consumeRateLimits, type RateLimitCounter } from './consumeRateLimits'
import type { RateLimit } from './RateLimit'
import { RateLimitedError } from './RateLimitedError'

type LimitRequestOptions = {
  /** Whom a `subject` limit counts (lower-cased), e.g. an account's address. */
  subject?: string
  /** The request's own write, made in the counting's statement only when within every limit. */
  write?: (withinLimits: SQL) => SQL
}

/**
 * Counts the request against each of `limits` in order, in one statement (see consumeRateLimits),
 * and throws RateLimitedError (429 with Retry-After) when it is over one, so that a request refused
 * per client is not counted against its project and its `write` writes nothing. When the client's
 * address cannot be told (see clientAddress), client limits are skipped rather than counting every
 * such caller as one client, whom one abuser could then lock out.
 *
 * @example
 * run: async (input, context) => {
 *   await limitRequest(context, requestLimits.siwxNonces)
 *   ...
 * }
 */
export async function limitRequest(
  context: Pick<ApiContext, 'db' | 'project' | 'request' | 'now'>,
  limits: readonly RateLimit[],
  { subject, write }: LimitRequestOptions = {},
): Promise<void> {
  const counters: RateLimitCounter[] = []
  for (const limit of limits) {
    const whose = counterOf(limit, context, subject)
    if (whose !== undefined)
      counters.push({
        key: `${limit.name}:${limit.per}:${whose}`,
        limit: limit.limit,
        windowMs: limit.windowMs,
      })
  }
  const verdict = await consumeRateLimits(context.db, {
    counters,
    now: context.now(),
    ...(write ? { write } : {}),
  })
  if (!verdict.ok) throw new RateLimitedError(verdict.retryAfterSeconds)
}

function counterOf(
  limit: RateLimit,
  context: Pick<ApiContext, 'project' | 'request'>,
  subject: string | undefined,
): string | undefined {
  if (limit.per === 'project') return context.project.projectId
  if (limit.per === 'client') return clientAddress(context.request.headers)
  if (subject === undefined) throw new Error(`The limit ${limit.name} counts per subject: pass one`)
  return subject.toLowerCase()
}
