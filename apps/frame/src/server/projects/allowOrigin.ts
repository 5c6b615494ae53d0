import type { Database } from '../db/Database'
import { projectOrigins } from '../db/schema'
import { requireProject } from './internal/requireProject'
import { validOrigin } from './internal/validOrigin'
import type { ProjectChange } from './ProjectChange'

/**
 * Adds `origin` (an origin pattern) to the project's allow-list; unchanged when it is already there.
 * Throws a ProjectError for an unknown project or an invalid origin.
 *
 * @example
 * await allowOrigin(db, projectId, 'https://admin.shop.example')
 */
export async function allowOrigin(db: Database, projectId: string, origin: string): Promise<ProjectChange> {
  const pattern = validOrigin(origin)
  await requireProject(db, projectId)
  const inserted = await db
    .insert(projectOrigins)
    .values({ projectId, origin: pattern })
    .onConflictDoNothing()
    .returning({ origin: projectOrigins.origin })
  return { project: await requireProject(db, projectId), changed: inserted.length > 0 }
}
