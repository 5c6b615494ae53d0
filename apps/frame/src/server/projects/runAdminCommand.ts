import type { Database } from '../db/Database'
import type { AdminCommand } from './AdminCommand'
import type { AdminResult } from './AdminResult'
import { allowOrigin } from './allowOrigin'
import { createProject } from './createProject'
import { denyOrigin } from './denyOrigin'
import { listProjects } from './listProjects'
import { setAnalytics } from './setAnalytics'
import { setNetworks } from './setNetworks'
import { setRestrictedTimeZones } from './setRestrictedTimeZones'
import { setSponsorGas } from './setSponsorGas'

/**
 * Runs one project command on `db`. Throws a ProjectError when it cannot be done as asked. A running
 * server's caches still hold the old project: the caller invalidates them (the admin endpoint does).
 *
 * @example
 * await runAdminCommand(db, { command: 'allow', projectId, origin: 'https://shop.example' })
 */
export async function runAdminCommand(db: Database, command: AdminCommand): Promise<AdminResult> {
  switch (command.command) {
    case 'create': {
      const { name, origins, networks, analytics } = command
      return { command: 'create', project: await createProject(db, { name, origins, networks, analytics }) }
    }
    case 'list':
      return { command: 'list', projects: await listProjects(db) }
    case 'allow':
      return { command: 'allow', ...(await allowOrigin(db, command.projectId, command.origin)) }
    case 'deny':
      return { command: 'deny', ...(await denyOrigin(db, command.projectId, command.origin)) }
    case 'analytics':
      return { command: 'analytics', ...(await setAnalytics(db, command.projectId, command.on)) }
    case 'sponsor-gas':
      return { command: 'sponsor-gas', ...(await setSponsorGas(db, command.projectId, command.on)) }
    case 'time-zones':
      return {
        command: 'time-zones',
        ...(await setRestrictedTimeZones(db, command.projectId, command.zones)),
      }
    case 'networks':
      return { command: 'networks', ...(await setNetworks(db, command.projectId, command.networks)) }
  }
}
