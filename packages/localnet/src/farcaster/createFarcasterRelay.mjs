import { randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { listenHttp } from '../internal/listenHttp.mjs'
import { readJsonBody } from '../internal/readJsonBody.mjs'

/**
 * @typedef {object} ChannelRequest what an app asks a channel for: the parameters of the SIWF message
 * @property {string} siweUri
 * @property {string} domain
 * @property {string} nonce
 * @property {string} [notBefore]
 * @property {string} [expirationTime]
 * @property {string} [requestId]
 * @property {string} [redirectUrl]
 */

/**
 * @typedef {object} Channel
 * @property {'pending' | 'completed'} state
 * @property {string} nonce
 * @property {string} url
 * @property {ChannelRequest} signatureParams
 * @property {boolean} acceptAuthAddress
 * @property {{ ip: string, userAgent: string }} metadata
 * @property {string} [message]
 * @property {string} [signature]
 * @property {'custody' | 'authAddress'} [authMethod]
 * @property {number} [fid]
 * @property {string} [username]
 * @property {string} [displayName]
 * @property {string} [bio]
 * @property {string} [pfpUrl]
 * @property {string} [custody]
 * @property {string[]} [verifications]
 */

/**
 * @typedef {object} FarcasterRelayOptions
 * @property {string} [host] defaults to 127.0.0.1
 * @property {number} [port] 0 (the default) takes a free one
 * @property {string} authKey what a Farcaster client sends as X-Farcaster-Auth-Relay-Key to approve
 * @property {string} urlBase the client's sign-in page; a channel's URL is it with `?channelToken=`
 * @property {number} [channelTtlMs] how long a channel lives from its creation; defaults to an hour
 * @property {(fid: number) => Promise<string | undefined>} custodyOf the FID's custody address
 * @property {() => number} [now]
 */

/**
 * @typedef {object} FarcasterRelay
 * @property {string} url
 * @property {() => Promise<void>} close
 */

const nonceFormat = /^[a-zA-Z0-9]{8,}$/
const optionalStrings = /** @type {const} */ (['notBefore', 'expirationTime', 'requestId', 'redirectUrl'])

/**
 * A Farcaster auth relay with the HTTP interface of Farcaster's own (v1: channel, channel/status,
 * channel/authenticate), so `@farcaster/auth-client` talks to it unchanged. An app opens a
 * channel, a Farcaster client approves it with a signed SIWF message, and the app reads the
 * approval once (status answers 202 while pending, then 200 and forgets the channel). Channels live
 * in memory for `channelTtlMs`; an unknown or expired channel answers 401, as Farcaster's does.
 * See docs/farcaster.md.
 * @example
 * const relay = await createFarcasterRelay({ authKey: 'key', urlBase: 'http://127.0.0.1:5176/~/siwf', custodyOf })
 * @param {FarcasterRelayOptions} options
 * @returns {Promise<FarcasterRelay>}
 */
export async function createFarcasterRelay(options) {
  const { host = '127.0.0.1', port = 0, authKey, urlBase, custodyOf } = options
  const ttl = options.channelTtlMs ?? 3_600_000
  const now = options.now ?? Date.now
  /** @type {Map<string, { channel: Channel, expiresAt: number }>} */
  const channels = new Map()

  /** @param {string} token */
  const read = (token) => {
    const entry = channels.get(token)
    if (entry && entry.expiresAt > now()) return entry
    channels.delete(token)
    return undefined
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @returns {Promise<[number, unknown]>}
   */
  async function handle(request) {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    if (request.method === 'GET' && path === '/healthcheck') return [200, { status: 'OK' }]
    if (request.method === 'POST' && path === '/v1/channel') {
      const body = await readJsonBody(request, 16 * 1024)
      const problem = channelRequestProblem(body)
      if (problem) return [400, { error: 'Validation error', message: problem }]
      const request_ = /** @type {Record<string, unknown>} */ (body)
      const token = randomUUID()
      const nonce = typeof request_.nonce === 'string' ? request_.nonce : randomBytes(12).toString('hex')
      const url = `${urlBase}?${new URLSearchParams({ channelToken: token })}`
      /** @type {ChannelRequest} */
      const signatureParams = {
        siweUri: /** @type {string} */ (request_.siweUri),
        domain: /** @type {string} */ (request_.domain),
        nonce,
      }
      for (const key of optionalStrings) {
        const value = request_[key]
        if (typeof value === 'string') signatureParams[key] = value
      }
      channels.set(token, {
        expiresAt: now() + ttl,
        channel: {
          state: 'pending',
          nonce,
          url,
          signatureParams,
          acceptAuthAddress: request_.acceptAuthAddress !== false,
          metadata: {
            ip: request.socket.remoteAddress ?? '',
            userAgent: request.headers['user-agent'] ?? 'Unknown',
          },
        },
      })
      return [201, { channelToken: token, url, connectUri: url, nonce }]
    }
    const token = (request.headers.authorization ?? '').match(/^Bearer (\S+)$/)?.[1]
    const entry = token ? read(token) : undefined
    if (request.method === 'GET' && path === '/v1/channel/status') {
      if (!token || !entry) return [401, { error: 'Unauthorized' }]
      const { url: _url, ...status } = entry.channel
      if (status.state !== 'completed') return [202, status]
      channels.delete(token)
      return [200, status]
    }
    if (request.method === 'POST' && path === '/v1/channel/authenticate') {
      const key =
        request.headers['x-farcaster-auth-relay-key'] ?? request.headers['x-farcaster-connect-auth-key']
      if (key !== authKey || !token || !entry) return [401, { error: 'Unauthorized' }]
      const body = await readJsonBody(request, 16 * 1024)
      const problem = authenticateRequestProblem(body)
      if (problem) return [400, { error: 'Validation error', message: problem }]
      const approval = /** @type {Record<string, unknown>} */ (body)
      const fid = /** @type {number} */ (approval.fid)
      const custody = await custodyOf(fid)
      entry.channel = {
        ...entry.channel,
        state: 'completed',
        message: /** @type {string} */ (approval.message),
        signature: /** @type {string} */ (approval.signature),
        authMethod: approval.authMethod === 'authAddress' ? 'authAddress' : 'custody',
        fid,
        ...textFields(approval),
        ...(custody ? { custody } : {}),
        verifications: [],
      }
      return [201, entry.channel]
    }
    // Ours alone, for trying out an expired link without waiting for it: the client ends the
    // channel now, as its time to live would.
    if (request.method === 'POST' && path === '/v1/channel/expire') {
      const key = request.headers['x-farcaster-auth-relay-key']
      if (key !== authKey || !token || !entry) return [401, { error: 'Unauthorized' }]
      channels.delete(token)
      return [204, null]
    }
    return [404, { error: 'Not found' }]
  }

  const server = createServer((request, response) => {
    handle(request)
      .catch((/** @type {unknown} */ error) => {
        if (error instanceof SyntaxError)
          return /** @type {[number, unknown]} */ ([
            400,
            { error: 'Validation error', message: 'The body is not JSON' },
          ])
        if (error instanceof RangeError)
          return /** @type {[number, unknown]} */ ([413, { error: 'The body is too large' }])
        console.error(error)
        return /** @type {[number, unknown]} */ ([500, { error: 'The relay failed' }])
      })
      .then(([status, body]) => {
        if (status === 204) response.writeHead(204).end()
        else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      })
  })
  return listenHttp(server, { host, port })
}

/**
 * @param {unknown} body
 * @returns {string | undefined} what is wrong with it, if anything
 */
function channelRequestProblem(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body must be an object'
  const request = /** @type {Record<string, unknown>} */ (body)
  if (typeof request.siweUri !== 'string' || !URL.canParse(request.siweUri)) return 'siweUri must be a URL'
  if (typeof request.domain !== 'string' || request.domain === '') return 'domain must be a host'
  if (request.nonce !== undefined && (typeof request.nonce !== 'string' || !nonceFormat.test(request.nonce)))
    return 'nonce must be at least 8 letters and digits'
  for (const key of optionalStrings) {
    if (request[key] !== undefined && typeof request[key] !== 'string') return `${key} must be a string`
  }
  if (request.acceptAuthAddress !== undefined && typeof request.acceptAuthAddress !== 'boolean')
    return 'acceptAuthAddress must be a boolean'
  return undefined
}

/**
 * @param {unknown} body
 * @returns {string | undefined}
 */
function authenticateRequestProblem(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body must be an object'
  const approval = /** @type {Record<string, unknown>} */ (body)
  if (typeof approval.message !== 'string' || approval.message === '') return 'message must be a string'
  if (typeof approval.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(approval.signature))
    return 'signature must be hex'
  if (!Number.isSafeInteger(approval.fid) || /** @type {number} */ (approval.fid) <= 0)
    return 'fid must be a positive integer'
  return undefined
}

/**
 * The profile texts a client sends with its approval, those that are strings.
 * @param {Record<string, unknown>} approval
 */
function textFields(approval) {
  /** @type {Record<string, string>} */
  const fields = {}
  for (const key of ['username', 'displayName', 'bio', 'pfpUrl']) {
    const value = approval[key]
    if (typeof value === 'string') fields[key] = value
  }
  return fields
}
