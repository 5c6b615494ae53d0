import type { PublicProjectConfig } from '@/projects/PublicProjectConfig'
import type { OriginCheck } from './checkOrigin'
import { checkProjectRequest } from './checkProjectRequest'
import { getProjectStore, type ProjectStore } from './projectStore'

type Refusal = Extract<OriginCheck, { ok: false }>

/** The status and JSON body of `GET /api/projects/{projectId}` for a request from `origin`. */
export async function getPublicProjectConfig(
  projectId: string,
  origin: string | null,
  store: ProjectStore = getProjectStore(),
): Promise<
  | { status: 200; body: PublicProjectConfig }
  | { status: Refusal['status']; body: Pick<Refusal, 'error' | 'reason'> }
> {
  const check = await checkProjectRequest(projectId, origin, store)
  if (!check.ok) return { status: check.status, body: { error: check.error, reason: check.reason } }
  const { name, networks, features } = check.project
  return { status: 200, body: { projectId: check.project.projectId, name, networks, features } }
}
