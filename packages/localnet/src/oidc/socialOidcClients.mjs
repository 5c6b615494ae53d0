/**
 * The social logins the local provider stands in for, by the frame's provider id, with the name its
 * login page shows ("Sign in with GitHub — local stand-in").
 */
export const socialProviderNames = Object.freeze({
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
})

const frameCallbacks = ['127.0.0.1', 'localhost'].flatMap((host) =>
  [3000, 3001, 3002, 8080].map((port) => `http://${host}:${port}/popup/oauth/callback`),
)

/**
 * One public client per social provider (`latch-google`, `latch-github`, …), which the frame's
 * server uses in local mode (no `LATCH_OIDC_<PROVIDER>_*` configuration): PKCE carries the proof,
 * and the popup of a frame on 127.0.0.1 or localhost, ports 3000 to 3002 or cluster mode's nginx on
 * 8080, receives the code.
 */
export const socialOidcClients = Object.freeze(
  Object.keys(socialProviderNames).map((provider) =>
    Object.freeze({
      client_id: `latch-${provider}`,
      client_name: 'Latch',
      token_endpoint_auth_method: 'none',
      redirect_uris: Object.freeze([...frameCallbacks]),
    }),
  ),
)

/**
 * The provider a client of the local provider plays (`'GitHub'` for `latch-github`), if any.
 * @param {string} clientId
 * @returns {string | undefined}
 */
export function socialProviderPlayed(clientId) {
  const provider = clientId.startsWith('latch-') ? clientId.slice('latch-'.length) : ''
  return Object.hasOwn(socialProviderNames, provider)
    ? socialProviderNames[/** @type {keyof typeof socialProviderNames} */ (provider)]
    : undefined
}
