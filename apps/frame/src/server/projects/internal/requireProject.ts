import type { Project } from '@/projects/Project'
import type { Database } from '../../db/Database'
import { ProjectError } from '../ProjectError'
import { selectProjects } from './selectProjects'

/** The stored project, or a ProjectError naming the unknown id. */
export async function requireProject(db: Database, projectId: string): Promise<Project> {
  const [project] = await selectProjects(db, projectId)
  if (!project) throw new ProjectError('unknown-project', `Unknown project ${JSON.stringify(projectId)}`)
  return project
}
