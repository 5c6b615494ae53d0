import type { ApiRoute } from './ApiRoute'
import { handleApiPreflight, handleApiRequest } from './handleApiRequest'

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> }

/**
 * The Next.js route handlers of an endpoint, so that an `app/api/.../route.ts` is two lines.
 *
 * @example
 * const route = nextApiRoute(gasPriceRoute)
 * export const GET = route.handle
 * export const OPTIONS = route.preflight
 */
export function nextApiRoute(route: ApiRoute) {
  return {
    async handle(request: Request, context: NextContext): Promise<Response> {
      const params: Record<string, string> = {}
      for (const [name, value] of Object.entries((await context.params) ?? {}))
        if (typeof value === 'string') params[name] = value
      return handleApiRequest(request, route, { params })
    },
    preflight(request: Request): Response {
      return handleApiPreflight(request, route)
    },
  }
}
