import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/Database'
import { projects } from '../db/schema'
import { requireProject } from './internal/requireProject'
import type { ProjectChange } from './ProjectChange'

/**
 * Turns on or off whether the frame's paymaster service pays the gas of the project's users' smart
 * accounts. Throws a ProjectError for an unknown project.
 *
 * @example
 * await setSponsorGas(db, projectId, true)
 */
export async function setSponsorGas(db: Database, projectId: string, on: boolean): Promise<ProjectChange> {
  await requireProject(db, projectId)
  // Only a row whose flag differs is updated, so the row count says whether anything changed.
  const updated = await db
    .update(projects)
    .set({ sponsorGas: on })
    .where(and(eq(projects.projectId, projectId), ne(projects.sponsorGas, on)))
    .returning({ projectId: projects.projectId })
  return { project: await requireProject(db, projectId), changed: updated.length > 0 }
}
