import { describe, expect, it, vi } from 'vitest'
import type { ConnectAnswer, FarcasterChannelAnswer } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { farcasterChannelRoute, farcasterVerifyRoute } from './farcasterRoutes'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { farcasterTestWorld } from './internal/farcasterTestWorld'

const t = embeddedRouteTest(new Date('2030-01-01T12:00:00Z'))
const world = farcasterTestWorld()

async function openChannel(): Promise<FarcasterChannelAnswer> {
  const { status, body } = await t.call<FarcasterChannelAnswer>(farcasterChannelRoute, {})
  expect(status).toBe(200)
  return body
}

function verify(channel: FarcasterChannelAnswer, deviceId = t.deviceId()) {
  return t.call<ConnectAnswer & { state?: string; error?: string }>(farcasterVerifyRoute, {
    channelToken: channel.channelToken,
    ticket: channel.ticket,
    deviceId,
  })
}

describe('POST /api/auth/farcaster/channel and /api/auth/farcaster/verify', () => {
  it('opens a channel whose URL the Farcaster client opens, pending until it approves', async () => {
    const channel = await openChannel()
    expect(channel.url).toBe(`${world.clientUrl()}/~/siwf?channelToken=${channel.channelToken}`)
    expect(channel.ticket).toMatch(/^[A-Za-z0-9]{8,64}\.[0-9a-f]{64}$/)
    expect(await verify(channel)).toMatchObject({ status: 200, body: { state: 'pending' } })
    // What the client is asked to sign in to: the frame, not the page that embeds it.
    const page = await (await fetch(channel.url)).text()
    expect(page).toContain('127.0.0.1:3000 asks you to sign in with Farcaster.')
  })

  it("logs in as the FID's user once the client approves, named after its username: CONNECT", async () => {
    const first = await openChannel()
    await world.approve(first.url, 1001)
    const { status, body } = await verify(first)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      action: 'CONNECT',
      session: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      user: { email: null, address: null, socialProvider: 'farcaster', userName: 'alice' },
      isNewUser: true,
    })
    // The approval is read once: asking again finds the channel gone.
    expect((await verify(first)).status).toBe(410)

    const second = await openChannel()
    await world.approve(second.url, 1001)
    const again = await verify(second)
    expect(again.body).toMatchObject({
      user: { userId: body.user.userId, userName: 'alice' },
      isNewUser: false,
    })

    const bob = await openChannel()
    await world.approve(bob.url, 1002)
    const other = await verify(bob)
    expect(other.body.user.userName).toBe('bob')
    expect(other.body.user.userId).not.toBe(body.user.userId)
  })

  it('refuses an approval signed by a key that does not hold the FID', async () => {
    const channel = await openChannel()
    await world.approve(channel.url, 1001, 'impostor')
    expect(await verify(channel)).toMatchObject({
      status: 401,
      body: { error: embeddedApiErrors.farcasterRefused },
    })
  })

  it('answers 410 once the relay has let the channel expire', async () => {
    const channel = await openChannel()
    await world.approve(channel.url, 1001, 'expire')
    expect(await verify(channel)).toMatchObject({
      status: 410,
      body: { error: embeddedApiErrors.farcasterExpired },
    })
  })

  it("refuses a ticket that is not the channel's: a channel opened elsewhere cannot log in", async () => {
    const mine = await openChannel()
    const other = await openChannel()
    const forged = await t.call(farcasterVerifyRoute, {
      channelToken: other.channelToken,
      ticket: mine.ticket,
      deviceId: t.deviceId(),
    })
    expect(forged).toMatchObject({
      status: 400,
      body: { error: embeddedApiErrors.farcasterTicket, parameter: 'ticket' },
    })
  })

  it('answers malformed requests with a 400 naming the field', async () => {
    const channel = await openChannel()
    const cases: [Record<string, unknown>, string][] = [
      [{ ticket: channel.ticket, deviceId: t.deviceId() }, 'channelToken'],
      [{ channelToken: 'a b', ticket: channel.ticket, deviceId: t.deviceId() }, 'channelToken'],
      [{ channelToken: channel.channelToken, ticket: 'nope', deviceId: t.deviceId() }, 'ticket'],
      [{ channelToken: channel.channelToken, ticket: channel.ticket, deviceId: 'short' }, 'deviceId'],
    ]
    for (const [body, parameter] of cases) {
      const answer = await t.call(farcasterVerifyRoute, body)
      expect(answer.status, parameter).toBe(400)
      expect(answer.body.parameter).toBe(parameter)
    }
  })

  it('answers 502 when the relay does not answer', async () => {
    vi.stubEnv('LATCH_FARCASTER_RELAY_URL', 'http://127.0.0.1:9')
    try {
      expect(await t.call(farcasterChannelRoute, {})).toMatchObject({
        status: 502,
        body: { error: embeddedApiErrors.farcasterUnavailable },
      })
    } finally {
      vi.stubEnv('LATCH_FARCASTER_RELAY_URL', world.relayUrl())
    }
  })
})
