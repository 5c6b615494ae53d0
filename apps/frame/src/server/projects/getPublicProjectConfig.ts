import type { PublicProjectConfig } from '@/projects/PublicProjectConfig'
import type { OriginCheck } from './checkOrigin'
import { checkProjectRequest } from './checkProjectRequest'
import { getProjectStore } from './getProjectStore'
import type { ProjectStore } from './ProjectStore'

type Refusal = Extract<OriginCheck, { ok: false }>

/** The status and JSON body of `GET /api/projects/{projectId}` for a request from `origin`. */
export async function getPublicProjectConfig(
  projectId: string,
  origin: string | null,
  store: ProjectStore = getProjectStore(),
): Promise<
  | { status: 200; body: PublicProjectConfig }
  | {
      status: Refusal['status']
      body: { error: Refusal['error']; reason: Refusal['reason']; parameter?: 'projectId' }
    }
> {
  const check = await checkProjectRequest(projectId, origin, store)
  if (!check.ok) {
    const { ok: _, status, ...body } = check
    return { status, body }
  }
  const { name, networks, features, sponsorGas = false } = check.project
  return { status: 200, body: { projectId: check.project.projectId, name, networks, features, sponsorGas } }
}
