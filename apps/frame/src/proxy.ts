import { type NextRequest, NextResponse } from 'next/server'
import { badPathResponse } from '@/server/api/badPathResponse'
import { badPathSegment } from '@/server/api/badPathSegment'
import { transientErrorResponse } from '@/server/api/transientErrorResponse'
import { contentSecurityPolicyFor } from '@/server/projects/contentSecurityPolicyFor'
import { getProjectStore } from '@/server/projects/getProjectStore'

/**
 * Sets the frame-ancestors policy of /embed (from its projectId) and /popup. A page cannot set its
 * own response headers, so this is the place; the proxy runs on Node, so the store can query the
 * database (through its short cache: this runs on every /embed request). On /api it only refuses a
 * path that no route could take (see badPathSegment), before Next decodes it.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (isUnderApi(pathname) && badPathSegment(pathname) !== undefined) return badPathResponse(request)
  let policy: string | undefined
  try {
    policy = await contentSecurityPolicyFor(pathname, searchParams.get('projectId'), getProjectStore())
  } catch (error) {
    // The database unreachable: 503 with Retry-After (framed by nobody) rather than a 500 or a hang.
    const unavailable = transientErrorResponse(error, { 'Content-Security-Policy': "frame-ancestors 'none'" })
    if (unavailable) return unavailable
    throw error
  }
  const response = NextResponse.next()
  if (policy) response.headers.set('Content-Security-Policy', policy)
  return response
}

function isUnderApi(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

export const config = { matcher: ['/embed/:path*', '/popup/:path*', '/api/:path*'] }
