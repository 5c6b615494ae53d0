import { corsHeaders } from '@/server/projects/corsHeaders'
import { getPublicProjectConfig } from '@/server/projects/getPublicProjectConfig'

/** The project's public config for the SDK at create time; refusals say why, readable cross-origin. */
export async function GET(request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params
  const origin = request.headers.get('origin')
  const { status, body } = await getPublicProjectConfig(projectId, origin)
  return Response.json(body, { status, headers: { ...corsHeaders(origin), 'Cache-Control': 'no-store' } })
}

export function OPTIONS(request: Request) {
  return new Response(null, { status: 204, headers: corsHeaders(request.headers.get('origin')) })
}
