import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/Database'
import { projectOrigins } from '../db/schema'
import { requireProject } from './internal/requireProject'
import { validOrigin } from './internal/validOrigin'
import type { ProjectChange } from './ProjectChange'

/**
 * Removes `origin` from the project's allow-list; unchanged when it was not there. Throws a
 * ProjectError for an unknown project or an invalid origin.
 *
 * @example
 * await denyOrigin(db, projectId, 'https://old.shop.example')
 */
export async function denyOrigin(db: Database, projectId: string, origin: string): Promise<ProjectChange> {
  const pattern = validOrigin(origin)
  await requireProject(db, projectId)
  const deleted = await db
    .delete(projectOrigins)
    .where(and(eq(projectOrigins.projectId, projectId), eq(projectOrigins.origin, pattern)))
    .returning({ origin: projectOrigins.origin })
  return { project: await requireProject(db, projectId), changed: deleted.length > 0 }
}
