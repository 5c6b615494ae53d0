import type { Project } from '@/projects/Project'

/**
 * The Content-Security-Policy value for /embed: only the project's allowed origins may frame it. The
 * patterns are validated origin patterns, which are CSP source expressions as they stand (`:*` included)
 * and cannot carry another directive.
 *
 * Without a known project the embed page shows nothing but an error alert (no state, no wallet, no
 * action to trick a user into), so any site may frame it: the host then sees why Latch refuses to run
 * instead of a frame the browser left blank.
 */
export function frameAncestors(project: Project | undefined): string {
  if (!project) return 'frame-ancestors *'
  if (project.allowedOrigins.length === 0) return "frame-ancestors 'none'"
  return `frame-ancestors ${project.allowedOrigins.join(' ')}`
}
