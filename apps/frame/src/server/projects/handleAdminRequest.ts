import { isIPv4 } from 'node:net'
import { z } from 'zod'
import { withRequestId } from '@/server/log/requestId'
import { serverLog } from '@/server/log/serverLog'
import { AdminCommand } from './AdminCommand'
import type { AdminEndpoint } from './AdminEndpoint'
import { currentAdminEndpoint } from './internal/adminEndpointHolder'
import { ProjectError } from './ProjectError'
import { runAdminCommand } from './runAdminCommand'

const log = serverLog('admin')

/**
 * POST /api/admin/projects: runs a project command for the project CLI on the database this frame
 * holds, and drops the cached project so that the change applies at once. Only for the CLI on this
 * machine: 404 unless the endpoint is open (PGlite mode), 403 for a browser (any Origin) or a
 * non-loopback caller, 401 without the bearer token of `admin.json`.
 *
 * @example
 * export const POST = (request: Request) => handleAdminRequest(request)
 */
export function handleAdminRequest(
  request: Request,
  endpoint: AdminEndpoint | undefined = currentAdminEndpoint(),
): Promise<Response> {
  // A failed command's log line carries the request's id, as every /api answer's does.
  return withRequestId(request, () => answerAdminCommand(request, endpoint))
}

async function answerAdminCommand(request: Request, endpoint: AdminEndpoint | undefined): Promise<Response> {
  if (!endpoint) return answer(404, { error: 'Not found' })
  if (request.headers.has('origin'))
    return answer(403, { error: 'The admin endpoint refuses browser requests' })
  if (!fromLoopback(request))
    return answer(403, { error: 'The admin endpoint answers loopback callers only' })
  const token = /^Bearer ([^\s]+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token || !endpoint.authorizes(token))
    return answer(
      401,
      // The frame's paths are no business of a caller: say what to send and where an operator finds it.
      {
        error:
          "Unauthorized: send the admin token as 'Authorization: Bearer <token>'; it is in the frame's data directory (file admin.json)",
      },
      { 'WWW-Authenticate': 'Bearer' },
    )

  let body: unknown
  try {
    body = await request.json()
  } catch {
    return answer(400, { error: 'The request body must be JSON' })
  }
  const command = AdminCommand.safeParse(body)
  if (!command.success) return answer(400, { error: `Invalid command:\n${z.prettifyError(command.error)}` })
  try {
    const result = await runAdminCommand(endpoint.db, command.data)
    if (result.command !== 'list') endpoint.projects.invalidate(result.project.projectId)
    return answer(200, result)
  } catch (error) {
    if (error instanceof ProjectError)
      return answer(error.kind === 'unknown-project' ? 404 : 400, { error: error.message })
    log.error('project command failed', { error })
    return answer(500, { error: 'Internal error' })
  }
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * Whether every address the request passed through is a loopback one. The frame's server
 * (apps/frame/server/main.mjs) writes the socket's address in x-forwarded-for, keeping what came
 * before it only from a trusted proxy, so a caller cannot claim loopback by the header; the token
 * guards the endpoint whatever this check says.
 */
function fromLoopback(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-for')
  if (!forwarded) return false
  return forwarded.split(',').every((entry) => isLoopback(entry.trim()))
}

function isLoopback(address: string): boolean {
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  if (isIPv4(v4)) return v4.startsWith('127.')
  return address === '::1'
}
