import { corsHeaders } from '../projects/corsHeaders'
import type { ApiRoute } from './ApiRoute'
import { apiRoutes } from './apiRoutes'
import { badPathResponse } from './badPathResponse'
import { badPathSegment } from './badPathSegment'
import { type HandleApiRequestOptions, handleApiPreflight, handleApiRequest } from './handleApiRequest'

/** One /api path of apiRoutes that a request's path matched, with its path parameters decoded. */
type ApiPathMatch = {
  /** The path as apiRoutes names it: `/api/v1/account/[address]/balance`. */
  path: string
  routes: readonly ApiRoute[]
  params: Record<string, string>
}

type Pattern = { path: string; segments: string[]; routes: readonly ApiRoute[]; statics: number }

const patterns: Pattern[] = Object.entries(apiRoutes)
  .map(([path, routes]) => {
    const segments = path.split('/').slice(1)
    return {
      path,
      segments,
      routes: [routes].flat(),
      statics: segments.filter((segment) => !isParam(segment)).length,
    }
  })
  // A static segment wins over a parameter, as Next chooses.
  .sort((a, b) => b.statics - a.statics)

/**
 * The entry of apiRoutes a pathname (percent-encoded, as it came) names, with its `[name]`
 * parameters decoded; undefined when none does, or when a segment is not valid percent-encoding.
 *
 * @example
 * matchApiPath('/api/v1/account/0xabc/balance') // { path: '/api/v1/account/[address]/balance', routes: [balanceRoute], params: { address: '0xabc' } }
 */
export function matchApiPath(pathname: string): ApiPathMatch | undefined {
  const segments = pathname.split('/').slice(1)
  for (const pattern of patterns) {
    if (pattern.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.segments.every((expected, index) => {
      const actual = segments[index] ?? ''
      if (!isParam(expected)) return actual === expected
      if (actual === '') return false
      try {
        params[expected.slice(1, -1)] = decodeURIComponent(actual)
      } catch {
        return false
      }
      return true
    })
    if (matches) return { path: pattern.path, routes: pattern.routes, params }
  }
  return undefined
}

/**
 * Answers a request to one of the endpoints of apiRoutes without Next's routing: finds its route by
 * path and method and runs it through handleApiRequest, as its `app/api/.../route.ts` does; answers
 * a preflight, HEAD as GET without a body, 405 (JSON, with `Allow`) for a method the path does not
 * take, and 400 for a path that is not text. Undefined for a path that no entry names (the frame's
 * other handlers, or a 404). A server of ours can call it straight from its request handler, with
 * no Next in front (apps/frame/README.md).
 *
 * @example
 * const response = await answerApiRequest(new Request('http://127.0.0.1:3000/api/v1/supported-chains?projectId=latch-dev'))
 */
export async function answerApiRequest(
  request: Request,
  options: Pick<HandleApiRequestOptions, 'services'> = {},
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/api/')) return undefined
  if (badPathSegment(pathname) !== undefined) return badPathResponse(request)
  const match = matchApiPath(pathname)
  if (!match) return undefined
  if (request.method === 'OPTIONS') return handleApiPreflight(request, match.routes)
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const route = match.routes.find((candidate) => candidate.method === method)
  if (!route) return methodNotAllowed(request, match.routes)
  const response = await handleApiRequest(request, route, { ...options, params: match.params })
  if (request.method !== 'HEAD') return response
  return new Response(null, { status: response.status, headers: response.headers })
}

function methodNotAllowed(request: Request, routes: readonly ApiRoute[]): Response {
  const methods = routes.map((route) => route.method)
  return Response.json(
    { error: `Method ${request.method} is not allowed here: ${methods.join(', ')}`, parameter: 'method' },
    {
      status: 405,
      headers: {
        ...corsHeaders(request.headers.get('origin'), methods),
        Allow: [...methods, 'OPTIONS'].join(', '),
        'Cache-Control': 'no-store',
      },
    },
  )
}

function isParam(segment: string): boolean {
  return segment.startsWith('[') && segment.endsWith(']')
}
