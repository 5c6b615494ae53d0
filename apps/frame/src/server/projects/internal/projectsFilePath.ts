import path from 'node:path'

/**
 * The projects file: `LATCH_PROJECTS_FILE` when set (relative to the working directory), else
 * `projects.json` in `frameDir`, the working directory of `next dev` and `next start` (apps/frame).
 */
export function projectsFilePath(frameDir = process.cwd()): string {
  const override = process.env.LATCH_PROJECTS_FILE
  // The override is only known at run time; without the ignore comment Turbopack traces the whole project.
  if (override) return path.resolve(/* turbopackIgnore: true */ override)
  return path.join(/* turbopackIgnore: true */ frameDir, 'projects.json')
}
