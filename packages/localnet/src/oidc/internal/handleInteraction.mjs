import { errorPage } from './errorPage.mjs'
import { loginPage } from './loginPage.mjs'
import { readForm } from './readForm.mjs'

/**
 * @typedef {object} InteractionContext
 * @property {import('oidc-provider').default} provider
 * @property {readonly import('../oidcTestUsers.mjs').OidcTestUser[]} users
 * @property {(clientId: string) => string} clientName
 * @property {(clientId: string) => string | undefined} [plays] the social login a client stands in for
 */

const route = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/

/**
 * Serves the provider's interactions (oidc-provider leaves them to the host once its
 * devInteractions are off): the login page, its two answers, and consent, which is granted
 * without asking because every client here is first-party (configured, never registered).
 * Answers 404 for paths outside /interaction/.
 * @param {InteractionContext} context
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {Promise<void>}
 */
export async function handleInteraction({ provider, users, clientName, plays }, request, response) {
  const match = route.exec(new URL(request.url ?? '/', 'http://localhost').pathname)
  if (!match) return send(response, 404, errorPage({ error: 'not_found' }))
  const [, uid, action] = match
  const method = action === undefined ? 'GET' : 'POST'
  if (request.method !== method) {
    response.setHeader('Allow', method)
    return send(response, 405, errorPage({ error: 'method_not_allowed' }))
  }
  try {
    const interaction = await provider.interactionDetails(request, response)
    if (interaction.uid !== uid) {
      return send(
        response,
        400,
        errorPage({ error: 'invalid_request', error_description: 'interaction mismatch' }),
      )
    }
    if (action === 'abort') {
      return await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-user aborted interaction' },
        { mergeWithLastSubmission: false },
      )
    }
    if (action === 'login') {
      const accountId = (await readForm(request)).get('account')
      if (accountId === null || !users.some((user) => user.sub === accountId)) {
        return send(
          response,
          400,
          errorPage({ error: 'invalid_request', error_description: 'unknown account' }),
        )
      }
      return await provider.interactionFinished(
        request,
        response,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      )
    }
    if (interaction.prompt.name === 'consent')
      return await grantConsent(provider, interaction, request, response)
    return send(
      response,
      200,
      loginPage({
        uid: interaction.uid,
        clientName: clientName(interaction.params.client_id),
        plays: plays?.(interaction.params.client_id),
        users,
      }),
    )
  } catch (error) {
    const known = /** @type {{ statusCode?: number, error?: string, error_description?: string }} */ (error)
    if (typeof known.statusCode === 'number' && known.statusCode < 500 && known.error) {
      return send(
        response,
        known.statusCode,
        errorPage({
          error: known.error,
          ...(known.error_description ? { error_description: known.error_description } : {}),
        }),
      )
    }
    console.error(error)
    return send(response, 500, errorPage({ error: 'server_error' }))
  }
}

/**
 * Grants what the prompt says is missing, as oidc-provider's own consent example does.
 * @param {import('oidc-provider').default} provider
 * @param {import('oidc-provider').InteractionDetails} interaction
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
async function grantConsent(provider, interaction, request, response) {
  const { details } = interaction.prompt
  const accountId = interaction.session?.accountId
  if (accountId === undefined) throw new Error('consent before login')
  const grant =
    (interaction.grantId && (await provider.Grant.find(interaction.grantId))) ||
    new provider.Grant({ accountId, clientId: interaction.params.client_id })
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '))
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims)
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '))
  }
  const grantId = await grant.save()
  await provider.interactionFinished(
    request,
    response,
    { consent: interaction.grantId ? {} : { grantId } },
    { mergeWithLastSubmission: true },
  )
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} html
 */
function send(response, status, html) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  })
  response.end(html)
}
