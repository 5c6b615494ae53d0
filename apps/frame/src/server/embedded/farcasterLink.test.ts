// Linking a Farcaster account to a wallet (docs/passkeys.md#linked-logins), through the local
// Farcaster world: the relay, the dev client that approves as FID 1001 or 1002, and chain 10's ID Registry.
import { describe, expect, it } from 'vitest'
import type { ConnectAnswer, FarcasterChannelAnswer } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { LoginsAnswer } from '@/embedded/api/loginsApi'
import { farcasterChannelRoute, farcasterLinkRoute, farcasterVerifyRoute } from './farcasterRoutes'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { farcasterTestWorld } from './internal/farcasterTestWorld'

const t = embeddedRouteTest(new Date('2030-01-01T12:00:00Z'))
const world = farcasterTestWorld()
type Refusal = { error: string; parameter?: string; state?: string }

async function openChannel(): Promise<FarcasterChannelAnswer> {
  const { status, body } = await t.call<FarcasterChannelAnswer>(farcasterChannelRoute, {})
  expect(status).toBe(200)
  return body
}

const link = (channel: FarcasterChannelAnswer, token?: string) =>
  t.call<LoginsAnswer & Refusal>(
    farcasterLinkRoute,
    { channelToken: channel.channelToken, ticket: channel.ticket },
    token ? { token } : {},
  )

describe('POST /api/auth/farcaster/link', () => {
  it('links the approving FID to the session’s wallet, which it then opens; another wallet is refused it', async () => {
    const mine = await t.login(t.email('farcaster-link'), t.deviceId())
    const channel = await openChannel()
    expect(await link(channel, mine.session.accessToken)).toMatchObject({
      status: 200,
      body: { state: 'pending' },
    })
    await world.approve(channel.url, 1001)
    const linked = await link(channel, mine.session.accessToken)
    expect(linked.status).toBe(200)
    expect(linked.body.logins.map((login) => [login.kind, login.id, login.label])).toEqual([
      ['email', mine.user.email, mine.user.email],
      ['social', 'farcaster:1001', 'Farcaster'],
    ])
    // Farcaster now opens that wallet.
    const again = await openChannel()
    await world.approve(again.url, 1001)
    const login = await t.call<ConnectAnswer>(farcasterVerifyRoute, {
      channelToken: again.channelToken,
      ticket: again.ticket,
      deviceId: t.deviceId(),
    })
    expect(login).toMatchObject({ status: 200, body: { user: { userId: mine.user.userId } } })

    // Another wallet cannot take it, and keeps its own logins.
    const theirs = await t.login(t.email('farcaster-other'), t.deviceId())
    const taken = await openChannel()
    await world.approve(taken.url, 1001)
    expect(await link(taken, theirs.session.accessToken)).toMatchObject({
      status: 409,
      body: { error: embeddedApiErrors.loginElsewhere },
    })
  })

  it('needs a session and the channel’s own ticket', async () => {
    const channel = await openChannel()
    expect(await link(channel)).toMatchObject({
      status: 401,
      body: { error: embeddedApiErrors.sessionExpired },
    })
    const { session } = await t.login(t.email('farcaster-ticket'), t.deviceId())
    const other = await openChannel()
    expect(
      await t.call<Refusal>(
        farcasterLinkRoute,
        { channelToken: channel.channelToken, ticket: other.ticket },
        { token: session.accessToken },
      ),
    ).toMatchObject({ status: 400, body: { parameter: 'ticket' } })
  })
})
