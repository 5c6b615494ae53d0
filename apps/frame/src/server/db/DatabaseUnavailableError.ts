import { BaseError } from '@latch/protocol'

// Node's socket errors when the server cannot be reached or the connection drops.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down),
// too_many_connections; class 08 is connection_exception.
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300'])
// What node-postgres says, without a code, when a connection ends under a query or cannot be made in time.
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
]

/**
 * The database cannot be reached now (a Postgres restart, a failover): the request may succeed
 * again in a moment, so the API answers 503 with Retry-After rather than 500. `from` recognises
 * the driver's error as node-postgres throws it (a pool that cannot connect), as the `cause` of
 * Drizzle's query error, or among the errors of an AggregateError (a host name with several
 * addresses); not under any other error.
 *
 * @example
 * const unavailable = DatabaseUnavailableError.from(error)
 * if (unavailable) return Response.json({ error: 'Service temporarily unavailable' }, { status: 503 })
 */
export class DatabaseUnavailableError extends BaseError {
  override name = 'DatabaseUnavailableError' as const

  /** The error as a DatabaseUnavailableError when it is one or wraps a connection failure, else undefined. */
  static from(error: unknown): DatabaseUnavailableError | undefined {
    if (error instanceof DatabaseUnavailableError) return error
    const failure = findConnectionFailure(error, 0)
    return failure ? new DatabaseUnavailableError(failure.message, { cause: error }) : undefined
  }
}

function findConnectionFailure(error: unknown, depth: number): Error | undefined {
  if (!(error instanceof Error) || depth > 8) return undefined
  const code = (error as { code?: unknown }).code
  if (
    typeof code === 'string' &&
    (socketCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return error
  if (driverMessages.some((pattern) => pattern.test(error.message))) return error
  // Only Drizzle's wrapper and an AggregateError are looked into: a connection refused under another
  // error (the RPC proxy's node, the mail server) is that service's, not the database's.
  const inner =
    error instanceof AggregateError ? error.errors : isDrizzleQueryError(error) ? [error.cause] : []
  for (const candidate of inner) {
    const found = findConnectionFailure(candidate, depth + 1)
    if (found) return found
  }
  return undefined
}

// By shape, not by class: the built frame may hold more than one copy of drizzle-orm (the bench
// through the cluster met a 57P01 under a DrizzleQueryError that instanceof did not know), and the
// class sets no name of its own (docs/errors.md).
function isDrizzleQueryError(error: Error): boolean {
  return typeof (error as { query?: unknown }).query === 'string'
}
