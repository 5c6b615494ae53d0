import { corsHeaders } from '../projects/corsHeaders'

/**
 * 400 for an /api path whose segments are not text (see badPathSegment): Next would answer 500 (its
 * own decoding of the path parameter throws before the route runs), or the route would get a
 * control character. Readable cross-origin like every /api answer.
 *
 * @example
 * if (badPathSegment(pathname) !== undefined) return badPathResponse(request)
 */
export function badPathResponse(request: Request): Response {
  return Response.json(
    { error: 'Invalid path: a segment is not valid percent-encoded text', parameter: 'path' },
    {
      status: 400,
      headers: {
        ...corsHeaders(request.headers.get('origin'), ['GET', 'POST']),
        'Cache-Control': 'no-store',
      },
    },
  )
}
