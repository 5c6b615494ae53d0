import type { Project } from '@/projects/Project'
import { projectsFilePath } from './internal/projectsFilePath'
import { jsonFileProjectStore } from './jsonFileProjectStore'

/** Where projects come from. A JSON file for now; a database later, behind the same interface. */
export interface ProjectStore {
  get(projectId: string): Promise<Project | undefined>
}

let current: { filePath: string; store: ProjectStore } | undefined

/** The process's project store, reading the file named by `LATCH_PROJECTS_FILE` (see projectsFilePath). */
export function getProjectStore(): ProjectStore {
  const filePath = projectsFilePath()
  if (current?.filePath !== filePath) current = { filePath, store: jsonFileProjectStore(filePath) }
  return current.store
}
