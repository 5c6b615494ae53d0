import type { ApiRoute } from '@/server/api/ApiRoute'
import { handleApiRequest } from '@/server/api/handleApiRequest'
import type { ServerServices } from '@/server/api/ServerServices'
import { identityRoute } from '@/server/names/identityRoute'
import { nameSuggestionsRoute } from '@/server/names/nameSuggestionsRoute'
import { registerNameRoute } from '@/server/names/registerNameRoute'

const routes: [RegExp, ApiRoute, (match: RegExpMatchArray) => Record<string, string>][] = [
  [/^\/api\/v1\/profile\/suggestions\/([^/]+)$/, nameSuggestionsRoute, (m) => ({ name: decode(m[1]) })],
  [/^\/api\/v1\/profile\/account$/, registerNameRoute, () => ({})],
  [/^\/api\/v1\/identity\/([^/]+)$/, identityRoute, (m) => ({ address: decode(m[1]) })],
]

const decode = (segment: string | undefined) => decodeURIComponent(segment ?? '')

/**
 * A `fetch` for frames under test that answers the name service's routes (suggestions,
 * registration, identity) with the real handlers over `services`, as the frame's own server would
 * (a same-origin call speaking for the host page it names); any other path goes to `fallback`.
 *
 * @example
 * const api = createApiClient({ ...options, fetch: nameRoutesFetch(services) })
 * const frame = await embeddedServer.frame({ fetch: nameRoutesFetch(t.services, embeddedServer.fetch) })
 */
export function nameRoutesFetch(
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
