import type { ServerServices } from '@/server/api/ServerServices'
import { identityRoute } from '@/server/names/identityRoute'
import { nameSuggestionsRoute } from '@/server/names/nameSuggestionsRoute'
import { registerNameRoute } from '@/server/names/registerNameRoute'
import { type FetchedRoute, pathSegment, routesFetch } from './routesFetch'

const routes: FetchedRoute[] = [
  [/^\/api\/v1\/profile\/suggestions\/([^/]+)$/, nameSuggestionsRoute, (m) => ({ name: pathSegment(m[1]) })],
  [/^\/api\/v1\/profile\/account$/, registerNameRoute, () => ({})],
  [/^\/api\/v1\/identity\/([^/]+)$/, identityRoute, (m) => ({ address: pathSegment(m[1]) })],
]

/**
 * A `fetch` for frames under test that answers the name service's routes (suggestions,
 * registration, identity) with the real handlers over `services` (routesFetch); any other path
 * goes to `fallback`.
 *
 * @example
 * const api = createApiClient({ ...options, fetch: nameRoutesFetch(services) })
 * const frame = await embeddedServer.frame({ fetch: nameRoutesFetch(t.services, embeddedServer.fetch) })
 */
export function nameRoutesFetch(services: ServerServices, fallback?: typeof fetch): typeof fetch {
  return routesFetch(routes, services, fallback)
}
