import type { Project } from '@/projects/Project'

/** Where projects come from: the database in the server, fixed lists in tests. */
export interface ProjectStore {
  get(projectId: string): Promise<Project | undefined>
}
