import type { z } from 'zod'
import type { Project } from '@/projects/Project'
import type { ServerServices } from './ServerServices'

/** What a route's `run` gets besides its parsed input. */
export type ApiContext = ServerServices & {
  project: Project
  /** The host origin the request speaks for (see requestOrigin), already checked against the allow-list. */
  origin: string
  request: Request
}

/**
 * One /api endpoint: its method, the schema of its input (query, path and JSON body merged, with
 * projectId among them), and what it answers. `run` returns a JSON-able value, or a Response for
 * anything else (images, proxied answers); it throws ApiError for a refusal.
 */
export type ApiRoute<Schema extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST'
  input: Schema
  run(input: z.output<Schema>, context: ApiContext): Promise<unknown>
}

/**
 * Declares an endpoint with its input type inferred from the schema.
 *
 * @example
 * export const gasPriceRoute = defineApiRoute({
 *   method: 'GET',
 *   input: z.object({ projectId: z.string(), chainId: z.string() }),
 *   run: async ({ chainId }, { chains }) => ({ standard: '1', fast: '2', instant: '3' }),
 * })
 */
export function defineApiRoute<Schema extends z.ZodType>(route: ApiRoute<Schema>): ApiRoute<Schema> {
  return route
}
