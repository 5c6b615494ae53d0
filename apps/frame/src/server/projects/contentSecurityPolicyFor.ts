import { isProjectId } from '@latch/shared-types'
import { frameAncestors } from './frameAncestors'
import type { ProjectStore } from './ProjectStore'

/**
 * The Content-Security-Policy for a frame page: /embed may be framed by its project's allowed origins,
 * /popup by nobody (it is a top-level window). Undefined for other paths. A malformed projectId is
 * never looked up, and nobody may frame the page that names it.
 */
export async function contentSecurityPolicyFor(
  pathname: string,
  projectId: string | null,
  store: ProjectStore,
): Promise<string | undefined> {
  if (isUnder(pathname, '/popup')) return "frame-ancestors 'none'"
  if (!isUnder(pathname, '/embed')) return undefined
  if (!projectId) return frameAncestors(undefined)
  if (!isProjectId(projectId)) return "frame-ancestors 'none'"
  return frameAncestors(await store.get(projectId))
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}
