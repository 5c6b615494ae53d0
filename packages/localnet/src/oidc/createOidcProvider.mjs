import { generateKeyPair, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { promisify } from 'node:util'
import Provider from 'oidc-provider'
import { frameOidcClient } from './frameOidcClient.mjs'
import { createMemoryAdapter } from './internal/createMemoryAdapter.mjs'
import { errorPage } from './internal/errorPage.mjs'
import { handleInteraction } from './internal/handleInteraction.mjs'
import { oidcTestUsers } from './oidcTestUsers.mjs'
import { socialOidcClients, socialProviderPlayed } from './socialOidcClients.mjs'

/**
 * @typedef {object} OidcClient client metadata as oidc-provider takes it (public clients use
 *   `token_endpoint_auth_method: 'none'`)
 * @property {string} client_id
 * @property {string} [client_secret]
 * @property {string} [client_name] shown on the login page
 * @property {readonly string[]} redirect_uris matched exactly
 * @property {string} [token_endpoint_auth_method]
 */

/**
 * @typedef {object} CreateOidcProviderOptions
 * @property {number} port 0 picks a free one
 * @property {string} [host] defaults to 127.0.0.1
 * @property {string} [issuer] defaults to `http://<host>:<port>`
 * @property {readonly OidcClient[]} [clients] registered beside the frame's `latch-frame` and the
 *   social stand-ins `latch-google`, `latch-github`, … (see socialOidcClients)
 * @property {{ keys: object[] }} [jwks] private signing keys; an RSA key is made at start otherwise
 */

/**
 * @typedef {object} OidcProvider
 * @property {string} issuer
 * @property {string} url where it listens, `http://<host>:<port>`
 * @property {() => Promise<void>} close
 */

const generateKeyPairAsync = promisify(generateKeyPair)

/**
 * Starts a local OpenID Connect provider standing in for the social logins: authorization code
 * flow with PKCE (S256) required, scopes openid email profile, the test users of `oidcTestUsers`
 * on its own login page, and consent granted without asking. State lives in memory only.
 * @param {CreateOidcProviderOptions} options
 * @returns {Promise<OidcProvider>}
 */
export async function createOidcProvider(options) {
  const { host = '127.0.0.1', port, clients = [] } = options
  const jwks = options.jwks ?? { keys: [await generateSigningKey()] }
  /** @type {Provider | undefined} */
  let provider
  /** @type {import('node:http').RequestListener | undefined} */
  let providerListener
  const clientNames = new Map(
    [frameOidcClient, ...socialOidcClients, ...clients].map((client) => [
      client.client_id,
      client.client_name ?? client.client_id,
    ]),
  )
  const server = createServer((request, response) => {
    if (provider === undefined || providerListener === undefined) {
      response.writeHead(503).end()
      return
    }
    if (request.url?.startsWith('/interaction/')) {
      handleInteraction(
        {
          provider,
          users: oidcTestUsers,
          clientName: (clientId) => clientNames.get(clientId) ?? clientId,
          plays: socialProviderPlayed,
        },
        request,
        response,
      ).catch((/** @type {unknown} */ error) => {
        console.error('oidc: interaction failed', error)
        response.destroy()
      })
      return
    }
    providerListener(request, response)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('oidc: no TCP address')
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  const issuer = options.issuer ?? url
  // Built once the port is known, so that port 0 works; a request that comes first gets a 503.
  provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [frameOidcClient, ...socialOidcClients, ...clients].map((client) => ({
      ...client,
      redirect_uris: [...client.redirect_uris],
    })),
    jwks,
    // Cookies are signed with keys made per start: nothing secret lives in source, and sessions
    // end with the process anyway.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // The ID token carries the scopes' claims too, which saves the frame a userinfo call.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      /** @param {any} _ctx @param {{ uid: string }} interaction */
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    /** @param {unknown} _ctx @param {string} id */
    findAccount: (_ctx, id) => {
      const user = oidcTestUsers.find((candidate) => candidate.sub === id)
      return user && { accountId: user.sub, claims: () => ({ ...user }) }
    },
    /** @param {any} _ctx @param {string} origin @param {any} client */
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris.some((/** @type {string} */ uri) => URL.parse(uri)?.origin === origin),
    /** @param {any} ctx @param {{ error: string, error_description?: string }} out */
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = errorPage(out)
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
  })
  providerListener = provider.callback()
  return {
    issuer,
    url,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

/** An RS256 signing key as a private JWK (RS256 is what every OIDC client accepts). */
async function generateSigningKey() {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' }
}
