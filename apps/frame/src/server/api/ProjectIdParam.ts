import { projectIdFormatMessage, projectIdPattern } from '@latch/shared-types'
import { z } from 'zod'

/**
 * The projectId of a route's input. handleApiRequest has refused a malformed one before the route
 * parses its input; this says the same in the schema, so that the schema is the whole contract.
 *
 * @example
 * defineApiRoute({ method: 'GET', input: z.object({ projectId: ProjectIdParam }), run })
 */
export const ProjectIdParam = z.string().regex(projectIdPattern, projectIdFormatMessage)
export type ProjectIdParam = z.infer<typeof ProjectIdParam>
