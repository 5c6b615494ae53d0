/**
 * A Request as a host page on `origin` would send it to the frame's API, for tests that call the
 * route handlers directly.
 *
 * @example
 * apiRequest('/api/v1/convert/gas-price?projectId=latch-dev&chainId=eip155:31337')
 * apiRequest('/api/e?projectId=latch-dev', { method: 'POST', body: { event: 'MODAL_OPEN' } })
 */
export function apiRequest(
  path: string,
  init: {
    method?: 'GET' | 'POST'
    body?: unknown
    origin?: string | null
    headers?: Record<string, string>
  } = {},
): Request {
  const { method = 'GET', body, origin = 'http://localhost:5173', headers = {} } = init
  return new Request(new URL(path, 'http://127.0.0.1:3000'), {
    method,
    headers: {
      ...(origin ? { origin } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
}
