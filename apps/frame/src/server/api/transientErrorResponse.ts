import { serverLog } from '@/server/log/serverLog'
import { DatabaseUnavailableError } from '../db/DatabaseUnavailableError'
import { RateLimitedError } from '../rateLimit/RateLimitedError'

const log = serverLog('db')

/** Seconds a caller is told to wait while the database is unreachable: a restart takes about that. */
const databaseRetryAfterSeconds = 2

/**
 * The answer to a failure that passes if the caller waits, or undefined for any other: 429 for a
 * request over a rate limit, 503 'Service temporarily unavailable' while the database cannot be
 * reached; both with `Retry-After`, never cached. `headers` are added (CORS).
 *
 * @example
 * catch (error) {
 *   const transient = transientErrorResponse(error, cors)
 *   if (transient) return transient
 * }
 */
export function transientErrorResponse(
  error: unknown,
  headers: Record<string, string> = {},
): Response | undefined {
  if (error instanceof RateLimitedError)
    return Response.json(error.toBody(), {
      status: 429,
      headers: { ...headers, 'Cache-Control': 'no-store', 'Retry-After': String(error.retryAfterSeconds) },
    })
  const unavailable = DatabaseUnavailableError.from(error)
  if (!unavailable) return undefined
  log.error('the database is unavailable', { error: unavailable })
  return Response.json(
    { error: 'Service temporarily unavailable' },
    {
      status: 503,
      headers: { ...headers, 'Cache-Control': 'no-store', 'Retry-After': String(databaseRetryAfterSeconds) },
    },
  )
}
