import type { Project } from '@/projects/Project'
import { checkProjectRequest } from '../projects/checkProjectRequest'
import { ApiError } from './ApiError'
import { requestOrigin } from './requestOrigin'
import type { ServerServices } from './ServerServices'

/**
 * What every /api call begins with: `projectId` present, well-formed and known, the caller's origin
 * on the project's allow-list (else an ApiError: 400 naming the parameter, 403 'Invalid App
 * Configuration'), then the caller's sdk-type and sdk-version counted for the project.
 *
 * @example
 * const { project, origin } = await admitProjectRequest(request, url.searchParams.get('projectId'), services)
 */
export async function admitProjectRequest(
  request: Request,
  projectId: unknown,
  services: Pick<ServerServices, 'projects' | 'sdkUsage'>,
): Promise<{ project: Project; origin: string | null }> {
  const origin = requestOrigin(request)
  const check = await checkProjectRequest(projectId, origin, services.projects)
  if (!check.ok) throw new ApiError(check.status, check.error, check)
  services.sdkUsage.record(
    check.project.projectId,
    request.headers.get('x-sdk-type') ?? request.headers.get('sdk-type') ?? 'unknown',
    request.headers.get('x-sdk-version') ?? request.headers.get('sdk-version') ?? 'unknown',
  )
  return { project: check.project, origin }
}
