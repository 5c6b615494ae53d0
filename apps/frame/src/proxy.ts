import { type NextRequest, NextResponse } from 'next/server'
import { contentSecurityPolicyFor } from '@/server/projects/contentSecurityPolicyFor'
import { getProjectStore } from '@/server/projects/projectStore'

/**
 * Sets the frame-ancestors policy of /embed (from its projectId) and /popup. A page cannot set its
 * own response headers, so this is the place; the proxy runs on Node, so the store can query the
 * database (through its short cache: this runs on every /embed request).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const policy = await contentSecurityPolicyFor(pathname, searchParams.get('projectId'), getProjectStore())
  const response = NextResponse.next()
  if (policy) response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = { matcher: ['/embed/:path*', '/popup/:path*'] }
