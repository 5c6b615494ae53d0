import { transientErrorResponse } from '@/server/api/transientErrorResponse'
import { withRequestId } from '@/server/log/requestId'
import { corsHeaders } from '@/server/projects/corsHeaders'
import { getPublicProjectConfig } from '@/server/projects/getPublicProjectConfig'

/** The project's public config for the SDK at create time; refusals say why, readable cross-origin. */
export function GET(request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  // A database that is away is logged with the request's id, as every /api answer's failure is.
  return withRequestId(request, () => answerProjectConfig(request, params))
}

async function answerProjectConfig(request: Request, params: Promise<{ projectId: string }>) {
  const { projectId } = await params
  const origin = request.headers.get('origin')
  const answer = await getPublicProjectConfig(projectId, origin).catch((error: unknown) => {
    const transient = transientErrorResponse(error, corsHeaders(origin))
    if (!transient) throw error
    return transient
  })
  if (answer instanceof Response) return answer
  const { status, body } = answer
  return Response.json(body, { status, headers: { ...corsHeaders(origin), 'Cache-Control': 'no-store' } })
}

export function OPTIONS(request: Request) {
  return new Response(null, { status: 204, headers: corsHeaders(request.headers.get('origin')) })
}
