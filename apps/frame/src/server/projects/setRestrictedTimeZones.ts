import { eq } from 'drizzle-orm'
import { TimeZone } from '@/projects/TimeZone'
import type { Database } from '../db/Database'
import { projects } from '../db/schema'
import { requireProject } from './internal/requireProject'
import type { ProjectChange } from './ProjectChange'
import { ProjectError } from './ProjectError'

/**
 * Sets the time zones whose visitors the project offers no swaps and no onramp (docs/restricted-time-zones.md),
 * replacing the list; none clears it. Throws a ProjectError for an unknown project or time zone.
 *
 * @example
 * await setRestrictedTimeZones(db, projectId, ['America/New_York', 'Asia/Tokyo'])
 */
export async function setRestrictedTimeZones(
  db: Database,
  projectId: string,
  zones: readonly string[],
): Promise<ProjectChange> {
  const before = await requireProject(db, projectId)
  for (const zone of zones) {
    const checked = TimeZone.safeParse(zone)
    if (!checked.success)
      throw new ProjectError('invalid', checked.error.issues[0]?.message ?? 'Invalid time zone')
  }
  const list = [...new Set(zones)]
  if (list.length > 100) throw new ProjectError('invalid', 'At most 100 restricted time zones')
  const changed = JSON.stringify(list) !== JSON.stringify(before.restrictedTimeZones ?? [])
  if (changed)
    await db.update(projects).set({ restrictedTimeZones: list }).where(eq(projects.projectId, projectId))
  return { project: await requireProject(db, projectId), changed }
}
