import { corsHeaders } from '../projects/corsHeaders'

/** The methods an /api path that no route takes answers (all of them, with the same 404). */
const apiNotFoundMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * 404 for an /api path that no route takes: JSON naming the path, readable by the host page that
 * asked (Next's own answer would be its HTML page, which an API client cannot read), never cached.
 *
 * @example
 * apiNotFound(new Request('http://127.0.0.1:3000/api/v2/nothing')).status // 404
 */
export function apiNotFound(request: Request): Response {
  if (request.method === 'OPTIONS')
    return new Response(null, {
      status: 204,
      headers: corsHeaders(request.headers.get('origin'), apiNotFoundMethods),
    })
  return Response.json(
    { error: 'Not found: no API route has this path', parameter: 'path' },
    {
      status: 404,
      headers: {
        ...corsHeaders(request.headers.get('origin'), apiNotFoundMethods),
        'Cache-Control': 'no-store',
      },
    },
  )
}
