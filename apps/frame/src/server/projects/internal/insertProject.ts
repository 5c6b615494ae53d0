import { sql } from 'drizzle-orm'
import type { Project } from '@/projects/Project'
import type { Database } from '../../db/Database'
import { projectOrigins, projects } from '../../db/schema'

/**
 * Inserts a project and its origins unless its projectId is taken; true when it was inserted. Run
 * it in a transaction so that a project never appears without its allow-list.
 */
export async function insertProject(db: Database, project: Project): Promise<boolean> {
  const inserted = await db
    .insert(projects)
    .values({
      projectId: project.projectId,
      name: project.name,
      networks: project.networks,
      features: project.features,
      customWallets: project.customWallets ?? [],
      sponsorGas: project.sponsorGas ?? false,
      restrictedTimeZones: project.restrictedTimeZones ?? [],
    })
    .onConflictDoNothing()
    .returning({ projectId: projects.projectId })
  if (inserted.length === 0) return false
  const origins = [...new Set(project.allowedOrigins)]
  if (origins.length > 0)
    await db.insert(projectOrigins).values(
      origins.map((origin, index) => ({
        projectId: project.projectId,
        origin,
        // The table keeps no position: origins are listed by when they were added, and rows added
        // together would tie, so each one is a microsecond after the one before.
        createdAt: sql`now() + ${`${index} microseconds`}::interval`,
      })),
    )
  return true
}
