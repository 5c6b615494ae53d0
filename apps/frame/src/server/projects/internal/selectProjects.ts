import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { Project } from '@/projects/Project'
import type { Database } from '../../db/Database'
import { projectOrigins, projects } from '../../db/schema'

/**
 * The projects as stored (one, or all when `projectId` is omitted), oldest first, each with its
 * allowed origins in the order they were added. A row that is not a valid Project is an error: the
 * table is written only through validated commands, so such a row means the data was damaged.
 */
export async function selectProjects(db: Database, projectId?: string): Promise<Project[]> {
  const rows = await db
    .select({
      projectId: projects.projectId,
      name: projects.name,
      networks: projects.networks,
      features: projects.features,
      customWallets: projects.customWallets,
      sponsorGas: projects.sponsorGas,
      restrictedTimeZones: projects.restrictedTimeZones,
      origin: projectOrigins.origin,
    })
    .from(projects)
    .leftJoin(projectOrigins, eq(projectOrigins.projectId, projects.projectId))
    .where(projectId === undefined ? undefined : eq(projects.projectId, projectId))
    .orderBy(
      asc(projects.createdAt),
      asc(projects.projectId),
      asc(projectOrigins.createdAt),
      asc(projectOrigins.origin),
    )
  const byId = new Map<string, { row: (typeof rows)[number]; origins: string[] }>()
  for (const row of rows) {
    const entry = byId.get(row.projectId) ?? { row, origins: [] }
    if (row.origin !== null) entry.origins.push(row.origin)
    byId.set(row.projectId, entry)
  }
  return [...byId.values()].map(({ row, origins }) => {
    const parsed = Project.safeParse({
      projectId: row.projectId,
      name: row.name,
      allowedOrigins: origins,
      networks: row.networks,
      features: row.features,
      ...(row.customWallets.length > 0 ? { customWallets: row.customWallets } : {}),
      ...(row.sponsorGas ? { sponsorGas: true } : {}),
      ...(row.restrictedTimeZones.length > 0 ? { restrictedTimeZones: row.restrictedTimeZones } : {}),
    })
    if (!parsed.success)
      throw new Error(
        `Stored project ${JSON.stringify(row.projectId)} is invalid:\n${z.prettifyError(parsed.error)}`,
      )
    return parsed.data
  })
}
