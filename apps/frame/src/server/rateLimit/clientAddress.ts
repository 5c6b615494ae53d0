import { canonicalAddress, clientBlock } from './internal/ipAddress'

/**
 * The client a request comes from, as per-client rate limits count it (an IPv6 client by its /64),
 * or undefined when no address can be told.
 *
 * A Next 16 route handler sees no socket. What it sees: `next start` sets `x-forwarded-for` to the
 * socket's peer when the request has no such header, and passes a header the request brought
 * unchanged (base-server: `req.headers['x-forwarded-for'] ??= socket.remoteAddress`). So:
 *
 * - The client is the rightmost address of X-Forwarded-For that is not a trusted proxy.
 *   `LATCH_TRUSTED_PROXY` (comma-separated addresses; cluster mode sets `127.0.0.1`) names the
 *   proxies in front: set it only when the frame can be reached through them alone (cluster mode's
 *   frames listen on loopback behind nginx), since the socket's peer, the proxy, cannot be checked
 *   here. A proxy that appends the address it saw (nginx `$proxy_add_x_forwarded_for`) writes the
 *   rightmost entry, so what a client wrote to the left is never reached unless the client is
 *   itself trusted. When every entry is trusted, X-Real-IP if the proxy set it, else the leftmost.
 * - Without a trusted proxy the rightmost entry is the socket's peer, when the caller sent no
 *   X-Forwarded-For. A caller that faces the frame directly and sends its own can name any address:
 *   without a proxy in front, per-client limits bind only callers that do not lie, and the
 *   per-project limits bind everyone.
 *
 * @example
 * clientAddress(request.headers) // '203.0.113.7'
 * clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.2, 127.0.0.1' }), ['127.0.0.1']) // '198.51.100.2'
 */
export function clientAddress(
  headers: Headers,
  trustedProxies: readonly string[] = trustedProxiesFromEnv(),
): string | undefined {
  const trusted = new Set(trustedProxies.flatMap((proxy) => canonicalAddress(proxy) ?? []))
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .flatMap((entry) => canonicalAddress(entry) ?? [])
  const client =
    [...forwarded].reverse().find((address) => !trusted.has(address)) ??
    (trusted.size > 0 ? canonicalAddress(headers.get('x-real-ip') ?? '') : undefined) ??
    forwarded[0]
  return client === undefined ? undefined : clientBlock(client)
}

function trustedProxiesFromEnv(): string[] {
  return (process.env.LATCH_TRUSTED_PROXY ?? '').split(',').filter((entry) => entry.trim() !== '')
}
