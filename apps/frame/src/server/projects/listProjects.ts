import type { Project } from '@/projects/Project'
import type { Database } from '../db/Database'
import { selectProjects } from './internal/selectProjects'

/**
 * Every project, oldest first, with its allow-list.
 *
 * @example
 * for (const project of await listProjects(db)) console.log(project.projectId, project.name)
 */
export function listProjects(db: Database): Promise<Project[]> {
  return selectProjects(db)
}
