import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { devAccounts } from '../devAccounts.mjs'
import { createFarcasterRelay, type FarcasterRelay } from './createFarcasterRelay.mjs'

const relays: FarcasterRelay[] = []
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()))
})

const custody = devAccounts[7] as { address: `0x${string}`; privateKey: `0x${string}` }
// No chain is read here: the relay only passes the custody address on, and the connector is unused.
const ethereum = viemConnector({ rpcUrl: 'http://127.0.0.1:9' })

async function start(options: { channelTtlMs?: number; now?: () => number } = {}) {
  const relay = await createFarcasterRelay({
    authKey: 'client-key',
    urlBase: 'http://127.0.0.1:5176/~/siwf',
    custodyOf: async (fid) => (fid === 1001 ? custody.address : undefined),
    ...options,
  })
  relays.push(relay)
  return {
    relay,
    app: createAppClient({ relay: relay.url, ethereum }),
    wallet: createWalletClient({ relay: relay.url, ethereum }),
  }
}

async function approve(
  wallet: ReturnType<typeof createWalletClient>,
  channelToken: string,
  nonce: string,
  authKey = 'client-key',
) {
  const { message } = wallet.buildSignInMessage({
    address: custody.address,
    fid: 1001,
    uri: 'http://127.0.0.1:3000/',
    domain: '127.0.0.1:3000',
    nonce,
  })
  if (!message) throw new Error('no message')
  const signature = await privateKeyToAccount(custody.privateKey).signMessage({ message })
  return wallet.authenticate({ channelToken, authKey, message, signature, fid: 1001, username: 'alice' })
}

describe('createFarcasterRelay', () => {
  it('carries an approval from the client to the app once, through auth-client on both sides', async () => {
    const { app, wallet } = await start()
    const channel = await app.createChannel({
      siweUri: 'http://127.0.0.1:3000/',
      domain: '127.0.0.1:3000',
      nonce: 'abcdef123456',
    })
    expect(channel.response.status).toBe(201)
    const { channelToken, url, nonce } = channel.data
    expect(url).toBe(`http://127.0.0.1:5176/~/siwf?channelToken=${channelToken}`)
    expect(nonce).toBe('abcdef123456')
    expect(wallet.parseSignInURI({ uri: url }).channelToken).toBe(channelToken)

    const pending = await app.status({ channelToken })
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({
      state: 'pending',
      signatureParams: { domain: '127.0.0.1:3000', nonce: 'abcdef123456' },
    })

    const approved = await approve(wallet, channelToken, nonce)
    expect(approved.response.status).toBe(201)

    const done = await app.status({ channelToken })
    expect(done.response.status).toBe(200)
    expect(done.data).toMatchObject({
      state: 'completed',
      fid: 1001,
      username: 'alice',
      custody: custody.address,
      authMethod: 'custody',
    })
    expect(done.data.message).toContain('farcaster://fid/1001')
    // Read once: then the channel is gone, as on Farcaster's relay.
    const again = await app.status({ channelToken })
    expect(again.response.status).toBe(401)
  })

  it('makes a nonce when the app gives none', async () => {
    const { app } = await start()
    const channel = await app.createChannel({ siweUri: 'http://127.0.0.1:3000/', domain: '127.0.0.1:3000' })
    expect(channel.data.nonce).toMatch(/^[0-9a-f]{24}$/)
  })

  it('refuses an approval without the client key, and an unknown channel', async () => {
    const { app, wallet } = await start()
    const channel = await app.createChannel({ siweUri: 'http://127.0.0.1:3000/', domain: '127.0.0.1:3000' })
    const { channelToken, nonce } = channel.data
    expect((await approve(wallet, channelToken, nonce, 'wrong')).response.status).toBe(401)
    expect((await approve(wallet, 'no-such-channel', nonce)).response.status).toBe(401)
    expect((await app.status({ channelToken })).data.state).toBe('pending')
  })

  it('forgets a channel when its time is up, and when the client lets it expire', async () => {
    let now = 1_000_000
    const { app, relay } = await start({ channelTtlMs: 60_000, now: () => now })
    const first = await app.createChannel({ siweUri: 'http://127.0.0.1:3000/', domain: '127.0.0.1:3000' })
    now += 60_000
    expect((await app.status({ channelToken: first.data.channelToken })).response.status).toBe(401)

    const second = await app.createChannel({ siweUri: 'http://127.0.0.1:3000/', domain: '127.0.0.1:3000' })
    const expire = (key: string) =>
      fetch(`${relay.url}/v1/channel/expire`, {
        method: 'POST',
        headers: { authorization: `Bearer ${second.data.channelToken}`, 'x-farcaster-auth-relay-key': key },
      })
    expect((await expire('wrong')).status).toBe(401)
    expect((await expire('client-key')).status).toBe(204)
    expect((await app.status({ channelToken: second.data.channelToken })).response.status).toBe(401)
  })

  it('answers malformed requests with a 4xx naming what is wrong', async () => {
    const { relay } = await start()
    const post = (body: string) =>
      fetch(`${relay.url}/v1/channel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    const cases: [string, number, string][] = [
      ['{', 400, 'The body is not JSON'],
      ['[]', 400, 'body must be an object'],
      ['{"siweUri":"nope","domain":"a"}', 400, 'siweUri must be a URL'],
      ['{"siweUri":"http://a/","domain":""}', 400, 'domain must be a host'],
      [
        '{"siweUri":"http://a/","domain":"a","nonce":"short"}',
        400,
        'nonce must be at least 8 letters and digits',
      ],
      ['{"siweUri":"http://a/","domain":"a","requestId":5}', 400, 'requestId must be a string'],
      [JSON.stringify({ siweUri: 'http://a/', domain: 'x'.repeat(20_000) }), 413, ''],
    ]
    for (const [body, status, message] of cases) {
      const response = await post(body)
      expect(response.status, body.slice(0, 40)).toBe(status)
      if (message) expect((await response.json()).message).toBe(message)
    }
    expect((await fetch(`${relay.url}/v1/nothing`)).status).toBe(404)
    expect(await (await fetch(`${relay.url}/healthcheck`)).json()).toEqual({ status: 'OK' })
  })
})
