import type { ApiRoute } from '@/server/api/ApiRoute'
import { handleApiRequest } from '@/server/api/handleApiRequest'
import type { ServerServices } from '@/server/api/ServerServices'

/** A route a test's fetch answers: its path pattern, its handler, and the path parameters of a match. */
export type FetchedRoute = [RegExp, ApiRoute, (match: RegExpMatchArray) => Record<string, string>]

/**
 * A `fetch` for frames under test that answers `routes` with their real handlers over `services`,
 * as the frame's own server would (a same-origin call speaking for the host page it names); any
 * other path goes to `fallback`.
 *
 * @example
 * const fetch = routesFetch([[/^\/api\/v1\/bitcoin\/fee-estimates$/, bitcoinFeeEstimatesRoute, () => ({})]], services)
 */
export function routesFetch(
  routes: readonly FetchedRoute[],
  services: ServerServices,
  fallback: typeof fetch = async () => Response.json({ error: 'Not found' }, { status: 404 }),
): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://127.0.0.1:3000')
    for (const [pattern, route, params] of routes) {
      const match = url.pathname.match(pattern)
      if (!match) continue
      const headers = { ...(init?.headers as Record<string, string>), 'sec-fetch-site': 'same-origin' }
      return handleApiRequest(new Request(url, { ...init, headers }), route, {
        services,
        params: params(match),
      })
    }
    return fallback(input, init)
  }
}

/** A path segment as the route handler gets it. */
export const pathSegment = (segment: string | undefined) => decodeURIComponent(segment ?? '')
