import type { Project } from '@/projects/Project'

/** The project after a command, and whether the command changed it (false when it already was so). */
export type ProjectChange = { project: Project; changed: boolean }
