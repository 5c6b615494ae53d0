/**
 * An address as the proxy list and the socket name it: lower case, an IPv4 address mapped into IPv6
 * (`::ffff:127.0.0.1`, how a dual-stack socket reports an IPv4 peer) as plain IPv4.
 * @param {string} address
 * @returns {string}
 */
export function plainAddress(address) {
  const trimmed = address.trim().toLowerCase()
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed
}

/**
 * The trusted proxies of `LATCH_TRUSTED_PROXY` (comma-separated addresses), as plain addresses.
 * @param {string | undefined} setting
 * @returns {ReadonlySet<string>}
 */
export function trustedProxies(setting) {
  return new Set(
    (setting ?? '')
      .split(',')
      .filter((entry) => entry.trim() !== '')
      .map(plainAddress),
  )
}

/**
 * The X-Forwarded-For the frame's routes read the client from (the rightmost entry that is not a
 * trusted proxy), for a request whose socket's peer is `peer` and that brought `sent`. Only a
 * trusted proxy may say whom it forwards for: its list is kept and the proxy appended, as a proxy
 * does. Anyone else's list is dropped, and the peer alone remains, so a caller that faces the
 * frame cannot pass for another client. Undefined when the socket has no peer any more.
 *
 * @param {string | undefined} peer the socket's remote address
 * @param {string | string[] | undefined} sent the X-Forwarded-For header(s) of the request
 * @param {ReadonlySet<string>} trusted from {@link trustedProxies}
 * @returns {string | undefined}
 * @example
 * forwardedFor('203.0.113.7', '198.51.100.1', new Set()) // '203.0.113.7'
 * forwardedFor('127.0.0.1', '198.51.100.1', new Set(['127.0.0.1'])) // '198.51.100.1, 127.0.0.1'
 */
export function forwardedFor(peer, sent, trusted) {
  if (peer === undefined) return undefined
  const from = plainAddress(peer)
  if (!trusted.has(from)) return from
  const list = [sent ?? []].flat().join(', ').trim()
  return list === '' ? from : `${list}, ${from}`
}

/**
 * Sets the request's X-Forwarded-For from its socket (see {@link forwardedFor}) before Next reads
 * it, and drops X-Real-IP unless a trusted proxy set it.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {ReadonlySet<string>} trusted
 */
export function setClientAddress(request, trusted) {
  const peer = request.socket.remoteAddress
  const forwarded = forwardedFor(peer, request.headers['x-forwarded-for'], trusted)
  if (forwarded === undefined) delete request.headers['x-forwarded-for']
  else request.headers['x-forwarded-for'] = forwarded
  if (peer === undefined || !trusted.has(plainAddress(peer))) delete request.headers['x-real-ip']
}
