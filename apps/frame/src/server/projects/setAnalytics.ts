import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/Database'
import { projects } from '../db/schema'
import { requireProject } from './internal/requireProject'
import type { ProjectChange } from './ProjectChange'

/**
 * Turns the project's analytics feature on or off. Throws a ProjectError for an unknown project.
 *
 * @example
 * await setAnalytics(db, projectId, false)
 */
export async function setAnalytics(db: Database, projectId: string, on: boolean): Promise<ProjectChange> {
  await requireProject(db, projectId)
  // Only a row whose flag differs is updated, so the row count says whether anything changed.
  const updated = await db
    .update(projects)
    .set({ features: sql`jsonb_set(${projects.features}, '{analytics}', ${JSON.stringify(on)}::jsonb)` })
    .where(
      and(
        eq(projects.projectId, projectId),
        sql`${projects.features} -> 'analytics' is distinct from ${JSON.stringify(on)}::jsonb`,
      ),
    )
    .returning({ projectId: projects.projectId })
  return { project: await requireProject(db, projectId), changed: updated.length > 0 }
}
