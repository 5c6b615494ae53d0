import type { z } from 'zod'
import { type ApiRoute, defineApiRoute } from '../../api/ApiRoute'
import { EmbeddedError } from './EmbeddedError'

/**
 * defineApiRoute for the embedded wallet's routes: an EmbeddedError thrown by `run` becomes its JSON
 * answer (with Retry-After on a 429), never cached.
 */
export function defineEmbeddedRoute<Schema extends z.ZodType>(route: ApiRoute<Schema>): ApiRoute<Schema> {
  return defineApiRoute({
    ...route,
    run: async (input, context) => {
      try {
        return await route.run(input, context)
      } catch (error) {
        if (!(error instanceof EmbeddedError)) throw error
        const retryAfter = error.body.retryAfterSeconds
        return Response.json(error.body, {
          status: error.status,
          headers: {
            'Cache-Control': 'no-store',
            ...(typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {}),
          },
        })
      }
    },
  })
}
