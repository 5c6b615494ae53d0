import type { Project } from '@/projects/Project'
import type { AdminCommand } from '../AdminCommand'
import type { AdminResult } from '../AdminResult'

/**
 * What the project CLI prints for a command's result. `create` prints only the new projectId on
 * stdout, so that scripts can capture it, and says the rest on stderr.
 */
export function formatAdminResult(
  command: AdminCommand,
  result: AdminResult,
): { stdout: string; stderr: string } {
  if (result.command === 'create')
    return {
      stdout: `${result.project.projectId}\n`,
      stderr: `Created project ${title(result.project)}: origins ${origins(result.project)}; networks ${result.project.networks.join(', ')}; analytics ${onOff(result.project.features.analytics)}\n`,
    }
  if (result.command === 'list') return { stdout: table(result.projects), stderr: '' }
  const { project, changed } = result
  const line = (() => {
    switch (command.command) {
      case 'allow':
        return changed
          ? `Allowed ${command.origin} for ${title(project)}`
          : `${command.origin} was already allowed for ${title(project)}`
      case 'deny':
        return changed
          ? `Removed ${command.origin} from the allow-list of ${title(project)}`
          : `${command.origin} was not on the allow-list of ${title(project)}`
      case 'time-zones': {
        const zones = project.restrictedTimeZones ?? []
        const list = zones.length > 0 ? zones.join(', ') : 'none'
        return `Swaps and the onramp hidden in time zones ${changed ? 'now' : 'already'}: ${list}, for ${title(project)}`
      }
      case 'networks':
        return `Networks ${changed ? 'now' : 'already'}: ${project.networks.join(', ')}, for ${title(project)}`
      case 'sponsor-gas':
        return `Gas sponsoring ${changed ? 'turned' : 'already'} ${onOff(project.sponsorGas ?? false)} for ${title(project)}`
      default:
        return `Analytics ${changed ? 'turned' : 'already'} ${onOff(project.features.analytics)} for ${title(project)}`
    }
  })()
  return { stdout: `${line}; origins: ${origins(project)}\n`, stderr: '' }
}

function title(project: Project): string {
  return `${JSON.stringify(project.name)} (${project.projectId})`
}

function onOff(on: boolean): string {
  return on ? 'on' : 'off'
}

function origins(project: Project): string {
  return project.allowedOrigins.length > 0
    ? project.allowedOrigins.join(', ')
    : 'none (every origin is refused)'
}

function table(projects: readonly Project[]): string {
  const rows = [
    ['projectId', 'name', 'origins', 'analytics', 'sponsor gas', 'restricted time zones'],
    ...projects.map((project) => [
      project.projectId,
      project.name,
      project.allowedOrigins.join(', ') || '(none)',
      onOff(project.features.analytics),
      onOff(project.sponsorGas ?? false),
      project.restrictedTimeZones?.join(', ') || '(none)',
    ]),
  ]
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  return rows
    .map(
      (row) =>
        `${row
          .map((cell, column) => cell.padEnd(widths[column] ?? 0))
          .join('  ')
          .trimEnd()}\n`,
    )
    .join('')
}
