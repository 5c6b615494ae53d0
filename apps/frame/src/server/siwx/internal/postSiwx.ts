import type { ApiRoute } from '../../api/ApiRoute'
import { handleApiRequest } from '../../api/handleApiRequest'
import { apiRequest } from '../../testing/apiRequest'
import type { TestServices } from '../../testing/createTestServices'

/** The host page of the tests: on the dev project's allow-list. */
export const testHostOrigin = 'http://localhost:5173'

/**
 * For tests: POSTs `body` (projectId `latch-dev` unless given) to a SIWX route as a page on
 * `origin` would, and answers the status and the JSON body.
 *
 * @example
 * const { status, body } = await postSiwx(services, siwxNonceRoute, {})
 */
export async function postSiwx<Body = Record<string, unknown>>(
  services: TestServices,
  route: ApiRoute,
  body: Record<string, unknown>,
  origin: string = testHostOrigin,
): Promise<{ status: number; body: Body }> {
  const response = await handleApiRequest(
    apiRequest('/api/siwx', { method: 'POST', body: { projectId: 'latch-dev', ...body }, origin }),
    route,
    { services },
  )
  return { status: response.status, body: (await response.json()) as Body }
}
