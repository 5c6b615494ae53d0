import { serverLog } from '@/server/log/serverLog'
import type { ApiContext } from '../api/ApiRoute'

const log = serverLog('api')

// Hop-by-hop and per-connection headers, and ours that the provider has no business seeing.
const droppedRequestHeaders = new Set([
  'host',
  'connection',
  'content-length',
  'cookie',
  'origin',
  'referer',
  'x-latch-origin',
  'accept-encoding',
])

/**
 * Forwards a checked /api request to the upstream provider (upstream mode): the same path under
 * the provider's base URL, our projectId swapped for the provider's, the body as it came. The
 * provider's answer goes back as it is, status included; a provider that cannot be reached in 10 s
 * is a 502, not a hang.
 *
 * @example
 * run: async (input, context) =>
 *   context.mode.kind === 'upstream' ? proxyUpstream(context, `v1/convert/gas-price`) : localGasPrice(input, context)
 */
export async function proxyUpstream(context: ApiContext, path: string): Promise<Response> {
  if (context.mode.kind !== 'upstream') throw new Error('proxyUpstream needs upstream mode')
  const { request } = context
  const target = new URL(`${context.mode.baseUrl}/${path.replace(/^\/+/, '')}`)
  for (const [name, value] of new URL(request.url).searchParams) target.searchParams.append(name, value)
  target.searchParams.set('projectId', context.mode.projectId)
  const headers = new Headers()
  for (const [name, value] of request.headers) if (!droppedRequestHeaders.has(name)) headers.set(name, value)
  let body: string | undefined
  if (request.method === 'POST') {
    const json = (await request.clone().json()) as Record<string, unknown>
    body = JSON.stringify('projectId' in json ? { ...json, projectId: context.mode.projectId } : json)
  }
  try {
    const answer = await fetch(target, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(10_000),
      redirect: 'manual',
    })
    return new Response(await answer.arrayBuffer(), {
      status: answer.status,
      headers: {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        'cache-control': answer.headers.get('cache-control') ?? 'no-store',
      },
    })
  } catch (error) {
    log.error(`upstream ${target.origin}${target.pathname} failed`, { error })
    return Response.json({ error: 'The upstream provider did not answer' }, { status: 502 })
  }
}
