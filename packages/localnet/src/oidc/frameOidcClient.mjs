/**
 * The frame's registration at the local OIDC provider: a public client (no secret, so PKCE
 * carries the proof) whose popup receives the authorization code.
 */
export const frameOidcClient = Object.freeze({
  client_id: 'latch-frame',
  client_name: 'Latch',
  token_endpoint_auth_method: 'none',
  redirect_uris: Object.freeze([
    'http://127.0.0.1:3000/popup/oauth/callback',
    'http://localhost:3000/popup/oauth/callback',
  ]),
})
