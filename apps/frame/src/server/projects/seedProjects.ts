import type { Project } from '@/projects/Project'
import type { Database } from '../db/Database'
import { insertProject } from './internal/insertProject'

/**
 * Inserts the projects that are not in the database yet (the projects file's, at server start) and
 * answers their ids. A project already stored is left as it is, even if the file says otherwise: the
 * project CLI may have changed it since. Instances starting together on one Postgres insert each
 * project once.
 *
 * @example
 * await seedProjects(db, (await readProjectsFile()).values())
 */
export async function seedProjects(db: Database, projects: Iterable<Project>): Promise<string[]> {
  const list = [...projects]
  return db.transaction(async (tx) => {
    const inserted: string[] = []
    for (const project of list) if (await insertProject(tx, project)) inserted.push(project.projectId)
    return inserted
  })
}
