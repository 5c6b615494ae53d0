import { checkOrigin, type OriginCheck } from './checkOrigin'
import { getProjectStore, type ProjectStore } from './projectStore'

/**
 * The whole check for an /api request that carries a projectId: present, known, and called from an
 * origin on the project's allow-list.
 *
 * @example
 * const check = await checkProjectRequest(url.searchParams.get('projectId'), request.headers.get('origin'))
 * if (!check.ok) return Response.json({ error: check.error, reason: check.reason }, { status: check.status })
 */
export async function checkProjectRequest(
  projectId: string | null | undefined,
  origin: string | null,
  store: ProjectStore = getProjectStore(),
): Promise<OriginCheck> {
  if (!projectId)
    return { ok: false, status: 400, error: 'Project ID Not Configured', reason: 'missing projectId' }
  return checkOrigin(await store.get(projectId), origin)
}
