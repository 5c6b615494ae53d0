import { readFile } from 'node:fs/promises'
import { BaseError } from '@latch/protocol'
import { z } from 'zod'
import { Project } from '@/projects/Project'
import { projectsFilePath } from './internal/projectsFilePath'

/** The projects file is missing, not JSON, or not valid; the message says which file and what is wrong. */
export class ProjectsFileError extends BaseError {
  override name = 'ProjectsFileError'
}

const ProjectsFile = z.strictObject({ projects: z.array(Project) }).superRefine(({ projects }, context) => {
  const seen = new Set<string>()
  for (const [index, { projectId }] of projects.entries()) {
    if (seen.has(projectId))
      context.addIssue({
        code: 'custom',
        path: ['projects', index, 'projectId'],
        message: `Duplicate projectId ${JSON.stringify(projectId)}`,
      })
    seen.add(projectId)
  }
})

/**
 * Reads and validates the projects file (`{ "projects": [Project, ...] }`), keyed by projectId.
 * Call it at server start to fail early on a bad file; the store calls it on first use.
 */
export async function readProjectsFile(filePath = projectsFilePath()): Promise<ReadonlyMap<string, Project>> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(filePath, 'utf8'))
  } catch (cause) {
    throw new ProjectsFileError(`Cannot read the projects file ${filePath}: ${String(cause)}`, { cause })
  }
  const parsed = ProjectsFile.safeParse(json)
  if (!parsed.success)
    throw new ProjectsFileError(`Invalid projects file ${filePath}:\n${z.prettifyError(parsed.error)}`, {
      cause: parsed.error,
    })
  return new Map(parsed.data.projects.map((project) => [project.projectId, project]))
}
