import { withRequestId } from '@/server/log/requestId'
import { serverLog } from '@/server/log/serverLog'
import type { Image } from './Image'
import { imageResponse } from './imageResponse'

const log = serverLog('images')

type NextContext = { params: Promise<{ id: string }> }

// Every id any image table uses fits this; anything else (a path, a query) is not even looked up.
const plausibleId = /^[A-Za-z0-9_-]{1,128}$/

/**
 * The Next.js handlers of a public image endpoint `.../[id]`: no projectId and no origin check (an
 * `<img>` sends no Origin), the id only ever looked up, never put in the answer. A lookup that fails
 * is logged and answered with the placeholder, uncached.
 *
 * @example
 * const route = imageRoute(findTokenImage)
 * export const GET = route.handle
 */
export function imageRoute(find: (id: string) => Image | undefined | Promise<Image | undefined>) {
  return {
    handle(request: Request, context: NextContext): Promise<Response> {
      return withRequestId(request, async () => {
        const { id } = await context.params
        if (!plausibleId.test(id)) return imageResponse(undefined)
        try {
          return imageResponse(await find(id))
        } catch (error) {
          log.error('lookup failed', { error })
          const response = imageResponse(undefined)
          response.headers.set('Cache-Control', 'no-store')
          return response
        }
      })
    },
    preflight(): Response {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': 'x-sdk-type, x-sdk-version',
          'Access-Control-Max-Age': '600',
        },
      })
    },
  }
}
