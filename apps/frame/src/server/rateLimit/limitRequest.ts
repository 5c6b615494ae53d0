import type { ApiContext } from '../api/ApiRoute'
import { clientAddress } from './clientAddress'
import { consumeRateLimit } from './consumeRateLimit'
import type { RateLimit } from './RateLimit'
import { RateLimitedError } from './RateLimitedError'

/**
 * Counts the request against each of `limits` in order (see consumeRateLimit) and throws
 * RateLimitedError (429 with Retry-After) at the first one it is over, so that a request refused
 * per client is not counted against its project. A `subject` limit counts per `subject` (lower-cased).
 * When the client's address cannot be told (see clientAddress), client limits are skipped rather
 * than counting every such caller as one client, whom one abuser could then lock out.
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
  subject?: string,
): Promise<void> {
  const now = context.now()
  for (const limit of limits) {
    const whose = counterOf(limit, context, subject)
    if (whose === undefined) continue
    const verdict = await consumeRateLimit(context.db, {
      key: `${limit.name}:${limit.per}:${whose}`,
      limit: limit.limit,
      windowMs: limit.windowMs,
      now,
    })
    if (!verdict.ok) throw new RateLimitedError(verdict.retryAfterSeconds)
  }
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
