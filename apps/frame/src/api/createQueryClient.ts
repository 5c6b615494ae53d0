import { limits } from '@latch/shared-types'
import { QueryClient } from '@tanstack/react-query'
import { ApiRequestError } from './createApiClient'

const { retries, retryDelayCapMs, gcTimeMs } = limits.queryCache

/**
 * Whether a read that failed may succeed if tried again: the server or the network failed (5xx,
 * 408, 429, or no answer at all), not the request. A refusal (4xx), an answer of the wrong shape or
 * an aborted read fails at once. See docs/architecture.md#server-data.
 *
 * @example
 * isTransientFailure(new ApiRequestError(503, 'down')) // true
 * isTransientFailure(new ApiRequestError(400, 'Invalid chainId')) // false
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError)
    return error.status >= 500 || error.status === 408 || error.status === 429
  // fetch rejects with a TypeError when no answer came (a refused or cut connection).
  return error instanceof TypeError
}

/** The wait before retry `attempt` (0 for the first): doubling from 1 s, capped. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, retryDelayCapMs)
}

/**
 * The frame's cache of server data (balances, history, names, prices, quotes, the onramp's
 * options): a read is shared by everyone who asks while it runs, a transient failure is tried again
 * up to 3 times (1 s, 2 s, 4 s, never more than 30 s apart), and an answer nobody reads is dropped
 * after 5 minutes. A read fails or succeeds whatever the browser says about being online, so that
 * the rules each feature keeps on top (the balances' backoff) see every outcome.
 * `retryDelay` is for tests, which do not wait.
 *
 * @example
 * const queries = createQueryClient()
 * const page = await queries.fetchQuery({ queryKey: ['history', account], queryFn: readPage })
 */
export function createQueryClient(options: { retryDelay?: (attempt: number) => number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < retries && isTransientFailure(error),
        retryDelay: options.retryDelay ?? queryRetryDelay,
        gcTime: gcTimeMs,
        networkMode: 'always',
      },
    },
  })
}
