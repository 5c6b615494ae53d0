import type { FrameContext } from '@/state/FrameContext'

/**
 * Reads server data through the frame's query cache (docs/architecture.md#server-data): its retries
 * of a transient failure, and one read for everyone who asks for `queryKey` at once. An answer up to
 * `maxAgeMs` old is answered from the cache (by default, none is: each call reads afresh).
 *
 * @example
 * const tokens = await readCached(context, ['swapTokens', caipNetworkId], () => api('/api/v1/convert/tokens'), 60_000)
 */
export async function readCached<T>(
  context: Pick<FrameContext, 'queries'>,
  queryKey: readonly unknown[],
  read: () => Promise<T>,
  maxAgeMs = 0,
): Promise<T> {
  const queries = await context.queries()
  return queries.fetchQuery({ queryKey, queryFn: read, staleTime: maxAgeMs })
}
