import { eq } from 'drizzle-orm'
import type { Database } from '../db/Database'
import { projects } from '../db/schema'
import { checkNetworks } from './internal/checkNetworks'
import { requireProject } from './internal/requireProject'
import type { ProjectChange } from './ProjectChange'

/**
 * Sets the networks a project offers (CAIP-2 ids, the first of each namespace being the one an
 * account starts on), replacing the list. Throws a ProjectError for an unknown project, a network
 * that is not a CAIP-2 id, or no network.
 *
 * @example
 * await setNetworks(db, projectId, ['eip155:31337', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'])
 */
export async function setNetworks(
  db: Database,
  projectId: string,
  networks: readonly string[],
): Promise<ProjectChange> {
  const before = await requireProject(db, projectId)
  const list = checkNetworks(networks)
  const changed = JSON.stringify(list) !== JSON.stringify(before.networks)
  if (changed) await db.update(projects).set({ networks: list }).where(eq(projects.projectId, projectId))
  return { project: await requireProject(db, projectId), changed }
}
