import type { ApiRoute } from '../../api/ApiRoute'
import { handleApiRequest } from '../../api/handleApiRequest'
import { apiRequest } from '../../testing/apiRequest'
import type { TestServices } from '../../testing/createTestServices'

/**
 * For tests: calls a sessions route for `address` as the dev host page would (projectId latch-dev
 * unless the query names another), and answers the status and JSON body.
 *
 * @example
 * const { status, body } = await callSessionRoute(services, sessionsListRoute, account, { query: { chainId: '31337' } })
 */
export async function callSessionRoute(
  services: TestServices,
  route: ApiRoute,
  address: string,
  options: { query?: Record<string, string>; body?: unknown; client?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const query = new URLSearchParams({ projectId: 'latch-dev', ...options.query })
  const request = apiRequest(`/api/v1/sessions/x?${query}`, {
    method: route.method,
    ...(route.method === 'POST' ? { body: options.body ?? {} } : {}),
    headers: { 'x-forwarded-for': options.client ?? '203.0.113.50' },
  })
  const response = await handleApiRequest(request, route, { services, params: { address } })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
