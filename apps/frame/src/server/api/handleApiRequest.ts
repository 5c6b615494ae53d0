import type { z } from 'zod'
import { serverLog } from '@/server/log/serverLog'
import { answerOnce } from '../idempotency/answerOnce'
import { readIdempotencyKey } from '../idempotency/readIdempotencyKey'
import { withRequestId } from '../log/requestId'
import { corsHeaders } from '../projects/corsHeaders'
import { ApiError } from './ApiError'
import type { ApiRoute } from './ApiRoute'
import { admitProjectRequest } from './admitProjectRequest'
import { databaseInputError } from './databaseInputError'
import { getServerServices } from './getServerServices'
import type { ServerServices } from './ServerServices'
import { transientErrorResponse } from './transientErrorResponse'

const log = serverLog('api')

export type HandleApiRequestOptions = {
  /** The route's path parameters (`{ address }` of `/v1/account/[address]/balance`). */
  params?: Record<string, string>
  /** Tests pass their own; otherwise the process's. */
  services?: ServerServices
}

/**
 * Runs one /api request through the checks every call of docs/behaviour.md#calls shares: a well-formed, known
 * projectId, a host origin on its allow-list (else 403 'Invalid App Configuration'), sdk-type and
 * sdk-version recorded, the input validated (400 naming the parameter), a value the database refuses
 * answered 400 (see databaseInputError), CORS on every answer. A POST with an `Idempotency-Key` is
 * answered once for that key (see answerOnce): a repeat gets the first answer again.
 *
 * @example
 * export async function GET(request: Request) {
 *   return handleApiRequest(request, gasPriceRoute)
 * }
 */
export function handleApiRequest(
  request: Request,
  route: ApiRoute,
  options: HandleApiRequestOptions = {},
): Promise<Response> {
  // Every line logged while the request is answered carries its id.
  return withRequestId(request, () => answerApiCall(request, route, options))
}

async function answerApiCall(request: Request, route: ApiRoute, options: HandleApiRequestOptions) {
  const cors = corsHeaders(request.headers.get('origin'), [route.method])
  try {
    const input = await readInput(request, route.method, options.params ?? {})
    const idempotencyKey = route.method === 'POST' ? readIdempotencyKey(request) : undefined
    const services = options.services ?? (await getServerServices())
    const { project, origin } = await admitProjectRequest(request, input.projectId, services)
    const parsed = route.input.safeParse(input)
    if (!parsed.success) throw parameterError(parsed.error, input)
    const context = { ...services, project, origin: origin ?? '', request }
    const respond = (db = services.db) =>
      answer(() => route.run(parsed.data, { ...context, db }), cors, request)
    if (!idempotencyKey) return await respond()
    // The key answers for one request of one caller: its route, project, host page and session.
    const scope = [
      route.method,
      new URL(request.url).pathname,
      project.projectId,
      origin ?? '',
      request.headers.get('authorization') ?? '',
    ].join('\n')
    return await answerOnce(
      services.db,
      { idempotencyKey, scope, input: JSON.stringify(input), now: () => services.now(), headers: cors },
      respond,
    )
  } catch (thrown) {
    return errorAnswer(thrown, cors, request)
  }
}

// The route's result as an answer: JSON, or its own Response; a refusal or failure as errorAnswer says.
async function answer(
  run: () => Promise<unknown>,
  cors: Record<string, string>,
  request: Request,
): Promise<Response> {
  try {
    const result = await run()
    if (result instanceof Response) {
      for (const [name, value] of Object.entries(cors)) result.headers.set(name, value)
      return result
    }
    return Response.json(result, { headers: { ...cors, 'Cache-Control': 'no-store' } })
  } catch (thrown) {
    return errorAnswer(thrown, cors, request)
  }
}

function errorAnswer(thrown: unknown, cors: Record<string, string>, request: Request): Response {
  const transient = transientErrorResponse(thrown, cors)
  if (transient) return transient
  const error = databaseInputError(thrown) ?? thrown
  if (error instanceof ApiError)
    return Response.json(error.toBody(), {
      status: error.status,
      headers: { ...cors, 'Cache-Control': 'no-store' },
    })
  log.error(`${request.method} ${new URL(request.url).pathname} failed`, { error })
  return Response.json({ error: 'Internal error' }, { status: 500, headers: cors })
}

/** The answer to a CORS preflight for `route`, or for the routes of one path (a GET and a POST). */
export function handleApiPreflight(
  request: Request,
  route: Pick<ApiRoute, 'method'> | readonly Pick<ApiRoute, 'method'>[],
): Response {
  const routes = Array.isArray(route) ? route : [route as Pick<ApiRoute, 'method'>]
  return new Response(null, {
    status: 204,
    headers: corsHeaders(
      request.headers.get('origin'),
      routes.map(({ method }) => method),
    ),
  })
}

async function readInput(
  request: Request,
  method: ApiRoute['method'],
  params: Record<string, string>,
): Promise<Record<string, unknown>> {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  if (method === 'GET') return { ...query, ...params }
  let body: unknown
  try {
    body = await request.clone().json()
  } catch {
    throw new ApiError(400, 'The request body must be JSON', { parameter: 'body' })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'The request body must be a JSON object', { parameter: 'body' })
  return { ...query, ...params, ...body }
}

function parameterError(error: z.ZodError, input: Record<string, unknown>): ApiError {
  const [issue] = error.issues
  const parameter = issue?.path.map(String).join('.') || 'input'
  const [top] = issue?.path ?? []
  const missing = issue?.code === 'invalid_type' && top !== undefined && input[String(top)] === undefined
  const message = missing
    ? `Missing parameter '${parameter}'`
    : `Invalid parameter '${parameter}': ${issue?.message}`
  return new ApiError(400, message, { parameter })
}
