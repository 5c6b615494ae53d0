import type { Project } from '@/projects/Project'
import type { ProjectStore } from './projectStore'
import { readProjectsFile } from './readProjectsFile'

/**
 * A ProjectStore over a JSON file, parsed once and kept. A failed read is not kept, so fixing the
 * file takes effect on the next request instead of needing a restart.
 */
export function jsonFileProjectStore(filePath: string): ProjectStore {
  let projects: Promise<ReadonlyMap<string, Project>> | undefined
  return {
    async get(projectId) {
      projects ??= readProjectsFile(filePath).catch((error: unknown) => {
        projects = undefined
        throw error
      })
      return (await projects).get(projectId)
    },
  }
}
