import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FarcasterWorld, startFarcasterWorld } from './startFarcasterWorld.mjs'

// One local Farcaster world for the file: chain 10 with the registries, the relay and the client.
let world: FarcasterWorld
let app: ReturnType<typeof createAppClient>
let clientUrl = ''

beforeAll(async () => {
  world = await startFarcasterWorld()
  clientUrl = world.clientUrl
  app = createAppClient({ relay: world.relayUrl, ethereum: viemConnector({ rpcUrl: world.rpcUrl }) })
}, 60_000)

afterAll(() => world?.close())

async function openChannel() {
  const { data } = await app.createChannel({ siweUri: 'http://127.0.0.1:3000/', domain: '127.0.0.1:3000' })
  return data
}

function verify(approval: { message?: string; signature?: `0x${string}` }, nonce: string) {
  return app.verifySignInMessage({
    nonce,
    domain: '127.0.0.1:3000',
    message: approval.message ?? '',
    signature: approval.signature ?? '0x',
  })
}

/** What the visitor does on the page: the channel's link, an FID, a button. */
async function submit(link: string, fid: number, action: string): Promise<string> {
  const response = await fetch(`${clientUrl}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ link, fid: String(fid), action }),
  })
  expect(response.status).toBe(200)
  return response.text()
}

describe('createDevFarcasterClient', () => {
  it('shows what the app asks, at the link the app shows', async () => {
    const { url } = await openChannel()
    const page = await (await fetch(url)).text()
    expect(page).toContain('127.0.0.1:3000 asks you to sign in with Farcaster.')
    expect(page).toContain('@alice (FID 1001)')
    expect(page).toContain('@bob (FID 1002)')
    expect(page).toContain('@carol (FID 1003)')
    expect(page).toContain('@dave (FID 1004)')
    const gone = await (await fetch(`${clientUrl}/~/siwf?channelToken=unknown`)).text()
    expect(gone).toContain('This sign-in link has expired or was used already.')
  })

  it('approves as an FID with its custody key, which the app verifies against the ID Registry', async () => {
    const { url, channelToken, nonce } = await openChannel()
    expect(await submit(url, 1002, 'approve')).toContain('Signed in to 127.0.0.1:3000 as @bob.')
    const { data } = await app.status({ channelToken })
    expect(data).toMatchObject({
      state: 'completed',
      fid: 1002,
      username: 'bob',
      displayName: 'Bob Farcaster',
    })
    const verified = await verify(data, nonce)
    expect(verified.isError).toBe(false)
    expect(verified.fid).toBe(1002)
    expect(verified.authMethod).toBe('custody')
  })

  it('approves as each of the linking tests’ FIDs too, each verified against its own custody key', async () => {
    for (const [fid, username] of [
      [1003, 'carol'],
      [1004, 'dave'],
    ] as const) {
      const { url, channelToken, nonce } = await openChannel()
      expect(await submit(url, fid, 'approve')).toContain(`Signed in to 127.0.0.1:3000 as @${username}.`)
      const { data } = await app.status({ channelToken })
      const verified = await verify(data, nonce)
      expect(verified.isError).toBe(false)
      expect(verified.fid).toBe(fid)
    }
  })

  it('signs with a key that does not hold the FID when asked, and the app refuses it', async () => {
    const { url, channelToken, nonce } = await openChannel()
    await submit(url, 1001, 'impostor')
    const { data } = await app.status({ channelToken })
    const verified = await verify(data, nonce)
    expect(verified.isError).toBe(true)
    expect(verified.error?.message).toContain('is not an auth address or owner of fid 1001')
  })

  it('lets a link expire, and says so for a used or unknown link', async () => {
    const { url, channelToken } = await openChannel()
    expect(await submit(url, 1001, 'expire')).toContain('The sign-in link has expired.')
    expect((await app.status({ channelToken })).response.status).toBe(401)
    expect(await submit(url, 1001, 'approve')).toContain('This sign-in link has expired or was used already.')
    expect(await submit('not a link', 1001, 'approve')).toContain(
      'This sign-in link has expired or was used already.',
    )
  })
})
