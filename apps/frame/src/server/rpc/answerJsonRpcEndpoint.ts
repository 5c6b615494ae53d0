import type { Project } from '@/projects/Project'
import { ApiError } from '../api/ApiError'
import { admitProjectRequest } from '../api/admitProjectRequest'
import { getServerServices } from '../api/getServerServices'
import type { ServerServices } from '../api/ServerServices'
import { transientErrorResponse } from '../api/transientErrorResponse'
import { withRequestId } from '../log/requestId'
import { serverLog } from '../log/serverLog'
import { corsHeaders } from '../projects/corsHeaders'
import { NodeUnavailableError } from './internal/forwardRpcCalls'

/** What a JSON-RPC endpoint's answer is worked out from, once its caller is admitted. */
type JsonRpcEndpointCall = { services: ServerServices; project: Project; query: URLSearchParams }

/**
 * Answers a POST to one of the frame's JSON-RPC endpoints (the RPC proxy, the paymaster service):
 * CORS and no-store on every answer, the project and its caller admitted as every /api call's
 * (admitProjectRequest), then `answer`'s result as the JSON body. A refusal is its ApiError's 4xx, a
 * database briefly away a 503 (transientErrorResponse), a node that does not answer a 502, anything
 * else a 500 logged under `name`: no caller ever sees a stack.
 *
 * @example
 * export const POST = (request: Request) =>
 *   answerJsonRpcEndpoint(request, { name: 'rpc' }, async ({ project, query }) => forward(project, query))
 */
export function answerJsonRpcEndpoint(
  request: Request,
  options: { name: string; services?: ServerServices | undefined },
  answer: (call: JsonRpcEndpointCall) => Promise<unknown>,
): Promise<Response> {
  // Every line logged while the call is answered carries the request's id.
  return withRequestId(request, () => answerCall(request, options, answer))
}

async function answerCall(
  request: Request,
  options: { name: string; services?: ServerServices | undefined },
  answer: (call: JsonRpcEndpointCall) => Promise<unknown>,
): Promise<Response> {
  const cors = { ...corsHeaders(request.headers.get('origin'), ['POST']), 'Cache-Control': 'no-store' }
  try {
    const query = new URL(request.url).searchParams
    const services = options.services ?? (await getServerServices())
    const { project } = await admitProjectRequest(request, query.get('projectId'), services)
    return Response.json(await answer({ services, project, query }), { headers: cors })
  } catch (error) {
    const transient = transientErrorResponse(error, cors)
    if (transient) return transient
    if (error instanceof ApiError)
      return Response.json(error.toBody(), { status: error.status, headers: cors })
    if (error instanceof NodeUnavailableError) {
      serverLog(options.name).error('the node did not answer', { error })
      return Response.json({ error: 'The node did not answer' }, { status: 502, headers: cors })
    }
    serverLog(options.name).error(`POST ${new URL(request.url).pathname} failed`, { error })
    return Response.json({ error: 'Internal error' }, { status: 500, headers: cors })
  }
}

/**
 * The answer to a CORS preflight of a JSON-RPC endpoint.
 *
 * @example
 * export const OPTIONS = answerJsonRpcPreflight
 */
export function answerJsonRpcPreflight(request: Request): Response {
  return new Response(null, { status: 204, headers: corsHeaders(request.headers.get('origin'), ['POST']) })
}
