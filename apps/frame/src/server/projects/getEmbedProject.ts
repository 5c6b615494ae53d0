import { isProjectId } from '@latch/shared-types'
import type { Project } from '@/projects/Project'
import { getProjectStore } from './getProjectStore'
import type { ProjectStore } from './ProjectStore'

/** What the /embed page renders: the modal for a project, or the alert that says why it cannot. */
export type EmbedProject =
  | { kind: 'ok'; project: Project; allowedOriginPatterns: string[] }
  | { kind: 'error'; title: 'Invalid App Configuration' | 'Project ID Not Configured'; message: string }

/**
 * Looks up the /embed page's `projectId` search param. A repeated param counts by its first value,
 * as in the proxy that sets the page's frame-ancestors, so both locks judge the same project.
 */
export async function getEmbedProject(
  projectId: string | string[] | undefined,
  store: ProjectStore = getProjectStore(),
): Promise<EmbedProject> {
  const id = Array.isArray(projectId) ? projectId[0] : projectId
  if (!id)
    return {
      kind: 'error',
      title: 'Project ID Not Configured',
      message: 'Pass a projectId to createLatch().',
    }
  // A malformed id names no project: not looked up, so that it never reaches the database.
  const project = isProjectId(id) ? await store.get(id) : undefined
  if (!project)
    return {
      kind: 'error',
      title: 'Invalid App Configuration',
      message: 'The project ID is invalid. Check the projectId you passed to Latch.',
    }
  return { kind: 'ok', project, allowedOriginPatterns: project.allowedOrigins }
}
