import { isProjectId, projectIdFormatMessage } from '@latch/shared-types'
import { checkOrigin, type OriginCheck } from './checkOrigin'
import { getProjectStore } from './getProjectStore'
import type { ProjectStore } from './ProjectStore'

/**
 * The whole check for an /api request that carries a projectId: present, well-formed (a malformed
 * one is refused before the lookup, so that it never reaches the database), known, and called from
 * an origin on the project's allow-list. `projectId` is whatever the request carried.
 *
 * @example
 * const check = await checkProjectRequest(url.searchParams.get('projectId'), request.headers.get('origin'))
 * if (!check.ok) return Response.json({ error: check.error, reason: check.reason }, { status: check.status })
 */
export async function checkProjectRequest(
  projectId: unknown,
  origin: string | null,
  store: ProjectStore = getProjectStore(),
): Promise<OriginCheck> {
  if (projectId === undefined || projectId === null || projectId === '')
    return { ok: false, status: 400, error: 'Project ID Not Configured', reason: 'missing projectId' }
  if (!isProjectId(projectId))
    return {
      ok: false,
      status: 400,
      error: `Invalid parameter 'projectId': ${projectIdFormatMessage}`,
      reason: 'malformed projectId',
      parameter: 'projectId',
    }
  return checkOrigin(await store.get(projectId), origin)
}
