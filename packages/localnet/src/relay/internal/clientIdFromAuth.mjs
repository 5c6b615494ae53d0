const didKey = /^did:key:z[1-9A-HJ-NP-Za-km-z]+$/

/**
 * The client id of a WalletConnect SDK connection: the `iss` (an Ed25519 did:key) of the relay
 * JWT it sends as `?auth=`. The signature is not checked: the local relay only serves loopback,
 * and the id merely keys its delivery bookkeeping, so a bad signature costs nothing.
 * @param {string | null} auth
 * @returns {string}
 * @throws {Error} whose message is short enough for a WebSocket close reason (123 bytes)
 */
export function clientIdFromAuth(auth) {
  if (!auth) throw new Error('missing auth: connect with ?auth=<relay JWT>')
  const [, payload, signature, ...rest] = auth.split('.')
  if (payload === undefined || signature === undefined || rest.length > 0) {
    throw new Error('garbled auth: not a JWT')
  }
  /** @type {unknown} */
  let claims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    throw new Error('garbled auth: JWT payload is not JSON')
  }
  const iss = typeof claims === 'object' && claims !== null && 'iss' in claims ? claims.iss : undefined
  if (typeof iss !== 'string' || !didKey.test(iss)) throw new Error('garbled auth: JWT iss is not a did:key')
  return iss
}
