import { isProjectId, projectIdFormatMessage } from '@latch/shared-types'
import type { Project } from '@/projects/Project'
import type { Database } from '../../db/Database'
import { ProjectError } from '../ProjectError'
import { selectProjects } from './selectProjects'

/** The stored project, or a ProjectError naming the malformed (never looked up) or unknown id. */
export async function requireProject(db: Database, projectId: string): Promise<Project> {
  if (!isProjectId(projectId))
    throw new ProjectError(
      'invalid',
      `Invalid projectId ${JSON.stringify(projectId)}: ${projectIdFormatMessage}`,
    )
  const [project] = await selectProjects(db, projectId)
  if (!project) throw new ProjectError('unknown-project', `Unknown project ${JSON.stringify(projectId)}`)
  return project
}
