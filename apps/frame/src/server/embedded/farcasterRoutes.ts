import { createHmac, randomBytes } from 'node:crypto'
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import {
  type FarcasterChannelAnswer,
  type FarcasterVerifyAnswer,
  FarcasterVerifyRequest,
  ProjectOnlyRequest,
} from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { type FarcasterLinkAnswer, FarcasterLinkRequest } from '@/embedded/api/loginsApi'
import type { ApiContext } from '../api/ApiRoute'
import { frameOrigin } from '../api/frameOrigin'
import { serverLog } from '../log/serverLog'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { farcasterConfig } from './farcasterConfig'
import { connect } from './internal/connect'
import { defineEmbeddedRoute } from './internal/defineEmbeddedRoute'
import { EmbeddedError } from './internal/EmbeddedError'
import { listLogins } from './internal/logins'
import { requireFreshSecondFactor } from './internal/secondFactor'
import { sameHash } from './internal/secrets'
import { requireSession } from './internal/sessions'
import { findOrCreateSocialUser, linkSocialIdentity } from './internal/socialUsers'
import { getKeyring } from './keyring'

const log = serverLog('embedded')

function appClient() {
  const { relayUrl, rpcUrl } = farcasterConfig()
  return createAppClient({ relay: relayUrl, ethereum: viemConnector({ rpcUrl }) })
}

/** Where the sign-in is for: the frame, whatever host page embeds it. */
function siweTarget() {
  const origin = new URL(frameOrigin())
  return { siweUri: `${origin.origin}/`, domain: origin.host }
}

async function ticketMac(projectId: string, channelToken: string, nonce: string): Promise<string> {
  const { codeKey } = await getKeyring()
  return createHmac('sha256', codeKey).update(`farcaster:${projectId}:${channelToken}:${nonce}`).digest('hex')
}

/**
 * POST /api/auth/farcaster/channel {projectId}: opens a channel on the Farcaster relay for a sign-in
 * to the frame, with a nonce of this server's, and answers its URL (the QR code) with a ticket that
 * binds the channel to that nonce. A channel opened on the relay by anyone else has no ticket, so a
 * signed message replayed through it cannot log in (docs/farcaster.md).
 */
export const farcasterChannelRoute = defineEmbeddedRoute({
  method: 'POST',
  input: ProjectOnlyRequest,
  run: async (_input, context): Promise<FarcasterChannelAnswer> => {
    await limitRequest(context, requestLimits.socialLogins)
    // SIWE nonces are letters and digits: 128 random bits in hex.
    const nonce = randomBytes(16).toString('hex')
    const channel = await appClient()
      .createChannel({ ...siweTarget(), nonce })
      .catch(() => undefined)
    const { channelToken, url } = channel && !channel.isError ? channel.data : {}
    if (!channelToken || !url || channel?.response.status !== 201) {
      log.error(`the Farcaster relay did not open a channel (HTTP ${channel?.response?.status ?? 'none'})`)
      throw new EmbeddedError(502, embeddedApiErrors.farcasterUnavailable)
    }
    const mac = await ticketMac(context.project.projectId, channelToken, nonce)
    return { url, channelToken, ticket: `${nonce}.${mac}` }
  },
})

/**
 * What the relay says of a channel this server opened (its ticket checked): not yet approved, or
 * approved by the FID that signed, whose SIWF message verified (its nonce and domain, the signature,
 * the signer holding the FID in the ID Registry). A channel the relay no longer knows is 410; an
 * approval that does not verify, 401.
 */
async function farcasterApproval(
  context: ApiContext,
  input: { channelToken: string; ticket: string },
): Promise<'pending' | { fid: number; username?: string }> {
  const [nonce = '', mac = ''] = input.ticket.split('.')
  if (!sameHash(mac, await ticketMac(context.project.projectId, input.channelToken, nonce)))
    throw new EmbeddedError(400, embeddedApiErrors.farcasterTicket, { parameter: 'ticket' })
  const client = appClient()
  const status = await client.status({ channelToken: input.channelToken }).catch(() => undefined)
  const code = status?.response?.status
  if (code === 202) return 'pending'
  if (code === 401) throw new EmbeddedError(410, embeddedApiErrors.farcasterExpired)
  if (!status || status.isError || code !== 200) {
    log.error(`the Farcaster relay did not answer a channel's status (HTTP ${code ?? 'none'})`)
    throw new EmbeddedError(502, embeddedApiErrors.farcasterUnavailable)
  }
  await limitRequest(context, requestLimits.socialLogins)
  const { message, signature, username } = status.data
  const verified = await client.verifySignInMessage({
    nonce,
    domain: siweTarget().domain,
    message: message ?? '',
    signature: signature ?? '0x',
  })
  if (verified.isError) {
    log.warn(`a Farcaster approval did not verify: ${verified.error?.message ?? 'no reason'}`)
    throw new EmbeddedError(401, embeddedApiErrors.farcasterRefused)
  }
  return { fid: verified.fid, ...(typeof username === 'string' ? { username } : {}) }
}

/**
 * POST /api/auth/farcaster/verify {projectId, channelToken, ticket, deviceId}: asks the relay
 * whether the Farcaster client approved (`farcasterApproval`). Pending: `{ state: 'pending' }`.
 * Approved: the user of ('farcaster', fid) logs in, named after the Farcaster username: CONNECT.
 */
export const farcasterVerifyRoute = defineEmbeddedRoute({
  method: 'POST',
  input: FarcasterVerifyRequest,
  run: async (input, context): Promise<FarcasterVerifyAnswer> => {
    const approval = await farcasterApproval(context, input)
    if (approval === 'pending') return { state: 'pending' }
    const { user, isNew } = await findOrCreateSocialUser(context, 'farcaster', {
      sub: String(approval.fid),
      ...(approval.username ? { preferred_username: approval.username } : {}),
    })
    return connect(context, { user, isNew, deviceId: input.deviceId, loginMethod: 'farcaster' })
  },
})

/**
 * POST /api/auth/farcaster/link {projectId, channelToken, ticket}, bearer: the same channel's
 * approval links that Farcaster account to the session's wallet (docs/passkeys.md#linked-logins),
 * or is refused (409) when it opens another wallet; pending until the client approved. Answers the
 * logins once linked.
 */
export const farcasterLinkRoute = defineEmbeddedRoute({
  method: 'POST',
  input: FarcasterLinkRequest,
  run: async (input, context): Promise<FarcasterLinkAnswer> => {
    const { session, user } = await requireSession(context)
    await requireFreshSecondFactor(context, session, user.userId)
    const approval = await farcasterApproval(context, input)
    if (approval === 'pending') return { state: 'pending' }
    await limitRequest(context, requestLimits.loginChanges)
    await linkSocialIdentity(context, user, 'farcaster', String(approval.fid))
    return listLogins(context.db, user)
  },
})
