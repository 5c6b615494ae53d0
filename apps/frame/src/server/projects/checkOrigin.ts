import { matchOrigin } from '@/projects/matchOrigin'
import type { Project } from '@/projects/Project'

/** The outcome of checking a request's projectId and Origin; a refusal carries its HTTP status. */
export type OriginCheck =
  | { ok: true; project: Project }
  | { ok: false; status: 400; error: 'Project ID Not Configured'; reason: 'missing projectId' }
  | {
      ok: false
      status: 400
      error: `Invalid parameter 'projectId': ${string}`
      reason: 'malformed projectId'
      parameter: 'projectId'
    }
  | { ok: false; status: 404; error: 'Invalid App Configuration'; reason: 'invalid project id' }
  | { ok: false; status: 403; error: 'Invalid App Configuration'; reason: 'origin not on allow-list' }

/**
 * Whether a request from `origin` may use `project` (undefined when its id is unknown). A missing
 * Origin is refused: these endpoints serve browsers, which always send one on cross-origin requests.
 */
export function checkOrigin(project: Project | undefined, origin: string | null): OriginCheck {
  if (!project)
    return { ok: false, status: 404, error: 'Invalid App Configuration', reason: 'invalid project id' }
  if (!project.allowedOrigins.some((pattern) => matchOrigin(pattern, origin)))
    return { ok: false, status: 403, error: 'Invalid App Configuration', reason: 'origin not on allow-list' }
  return { ok: true, project }
}
