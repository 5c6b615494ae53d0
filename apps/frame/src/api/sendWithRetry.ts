/** Answers that say the instance failed, not the request: another try may reach one that works. */
const instanceFailures = new Set([502, 503, 504])
const defaultDelayMs = 300
const maxDelayMs = 2_000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Sends a request that is safe to repeat (a read, or a write keyed on the request's own id), and
 * sends it once more when the first try met a failed instance: a network error (a connection cut
 * before the whole answer came included), or 502, 503 or 504.
 * The second try waits the answer's Retry-After (at most 2 s), else 300 ms, so that a load balancer
 * has marked the instance down. An aborted request is not repeated. See docs/retries.md.
 *
 * @example
 * const response = await sendWithRetry(() => fetch('/api/e', init))
 */
export async function sendWithRetry(
  send: () => Promise<Response>,
  { wait = sleep }: { wait?: ((ms: number) => Promise<void>) | undefined } = {},
): Promise<Response> {
  const attempt = () => send().then(whole)
  let first: Response
  try {
    first = await attempt()
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error
    await wait(defaultDelayMs)
    return attempt()
  }
  if (!instanceFailures.has(first.status)) return first
  await wait(retryDelayMs(first.headers.get('retry-after')))
  return attempt()
}

// The answer read to its end: an instance that dies mid-answer cuts the connection, and that is a
// failed instance too, not a truncated body for the caller to choke on.
async function whole(response: Response): Promise<Response> {
  const body = await response.arrayBuffer()
  const empty = response.status === 204 || response.status === 304 || body.byteLength === 0
  return new Response(empty ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

function retryDelayMs(retryAfter: string | null): number {
  const seconds = Number(retryAfter)
  if (retryAfter === null || retryAfter.trim() === '' || !Number.isFinite(seconds) || seconds < 0)
    return defaultDelayMs
  return Math.min(seconds * 1000, maxDelayMs)
}
