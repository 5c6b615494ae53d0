/**
 * CORS headers for an /api route called by host pages. The request's Origin is echoed whatever the
 * outcome, so that a refused host can read why; the allow-list is enforced by the route's answer,
 * not by CORS, and no credentials are ever allowed.
 */
export function corsHeaders(
  origin: string | null,
  methods: readonly string[] = ['GET'],
): Record<string, string> {
  return {
    ...(origin ? { 'Access-Control-Allow-Origin': origin } : {}),
    'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
    'Access-Control-Allow-Headers':
      'Content-Type, x-sdk-type, x-sdk-version, x-latch-origin, Idempotency-Key',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}
