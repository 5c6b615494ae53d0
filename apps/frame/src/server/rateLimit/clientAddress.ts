import { canonicalAddress, clientBlock } from './internal/ipAddress'

/**
 * The client a request comes from, as per-client rate limits count it (an IPv6 client by its /64),
 * or undefined when no address can be told.
 *
 * A Next 16 route handler sees no socket. The frame's server (apps/frame/server/main.mjs) writes
 * X-Forwarded-For from it before Next runs: a trusted proxy's list is kept with the proxy appended,
 * and anyone else's is replaced by the socket's peer alone. So:
 *
 * - The client is the rightmost address of X-Forwarded-For that is not a trusted proxy.
 *   `LATCH_TRUSTED_PROXY` (comma-separated addresses; cluster mode sets `127.0.0.1`, nginx's) names
 *   the proxies in front. A proxy that appends the address it saw (nginx
 *   `$proxy_add_x_forwarded_for`) writes the entry left of its own, so what a client wrote further
 *   left is never reached unless the client is itself trusted. When every entry is trusted,
 *   X-Real-IP if the proxy set it, else the leftmost.
 * - Without a trusted proxy the only entry is the socket's peer: a caller cannot pass for another
 *   client by sending its own X-Forwarded-For.
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
