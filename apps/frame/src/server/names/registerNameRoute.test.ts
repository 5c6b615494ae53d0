import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts } from '@latch/localnet/devAccounts'
import { eq } from 'drizzle-orm'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { names } from '../db/schema'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { registerNameRoute } from './registerNameRoute'

const accounts = devAccounts.map((account) => privateKeyToAccount(account.privateKey))
const [alice, bob] = accounts as [PrivateKeyAccount, PrivateKeyAccount]
const now = new Date('2030-01-01T12:00:00Z')
const nowSeconds = now.getTime() / 1000

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
  services.setNow(now)
}, 60_000)
afterAll(() => services.close())

type Registration = {
  address?: `0x${string}`
  signer?: PrivateKeyAccount
  timestamp?: number
  attributes?: Record<string, string>
  coinType?: number
  message?: string
}

async function register(account: PrivateKeyAccount, name: string, options: Registration = {}) {
  const message =
    options.message ??
    JSON.stringify({
      name,
      timestamp: options.timestamp ?? nowSeconds,
      ...(options.attributes && { attributes: options.attributes }),
    })
  const signature = await (options.signer ?? account).signMessage({ message })
  const response = await handleApiRequest(
    apiRequest('/api/v1/profile/account?projectId=latch-dev', {
      method: 'POST',
      body: {
        coin_type: options.coinType ?? 60,
        address: options.address ?? account.address,
        message,
        signature,
      },
    }),
    registerNameRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

const rowOf = async (name: string) => (await services.db.select().from(names).where(eq(names.name, name)))[0]

describe('POST /api/v1/profile/account', () => {
  it('registers a name signed by its address, normalised, with the checksummed address kept for display', async () => {
    const result = await register(alice, 'Alice.latch.id', {
      attributes: { avatar: 'https://example.com/a.png' },
    })
    expect(result).toEqual({ status: 201, body: { success: true, name: 'alice.latch.id' } })
    expect(await rowOf('alice.latch.id')).toMatchObject({
      label: 'alice',
      address: alice.address.toLowerCase(),
      displayAddress: alice.address,
      coinType: 60,
      attributes: { avatar: 'https://example.com/a.png' },
      createdAt: now,
    })
  })

  it('refuses a signature by another key with 400 naming the signature, and stores nothing', async () => {
    const result = await register(alice, 'forged.latch.id', { signer: bob })
    expect(result).toEqual({
      status: 400,
      body: {
        error: `Invalid signature: the message was not signed by ${alice.address}`,
        parameter: 'signature',
      },
    })
    expect(await rowOf('forged.latch.id')).toBeUndefined()
  })

  it('refuses a timestamp more than 10 minutes from now, either way, with 400 naming the message', async () => {
    for (const timestamp of [nowSeconds - 601, nowSeconds + 601]) {
      expect(await register(alice, 'stale.latch.id', { timestamp })).toEqual({
        status: 400,
        body: {
          error: "Invalid parameter 'message': the timestamp is more than 10 minutes from now",
          parameter: 'message',
        },
      })
    }
    expect(await register(alice, 'stale.latch.id', { timestamp: nowSeconds - 600 })).toMatchObject({
      status: 201,
    })
  })

  it('refuses names ENSIP-15 rejects, saying why', async () => {
    const refusals: [string, string][] = [
      ['', "Invalid name '': empty label"],
      ['a..b.latch.id', "Invalid name 'a..b.latch.id': empty label"],
      ['\u0301abc.latch.id', "Invalid name '\u0301abc.latch.id': it starts with a combining mark"],
      ['a!b.latch.id', "Invalid name 'a!b.latch.id': invalid character (U+0021)"],
      [
        '\u0440\u0430ypal.latch.id',
        "Invalid name '\u0440\u0430ypal.latch.id': it mixes Cyrillic with Latin (U+0079), a confusable mix of scripts",
      ],
      ['bob.eth', "Invalid name 'bob.eth': only names under .latch.id can be registered here"],
      ['ab.latch.id', "Invalid name 'ab.latch.id': the label must be 3 to 63 characters long"],
    ]
    for (const [name, error] of refusals)
      expect(await register(bob, name)).toEqual({ status: 400, body: { error, parameter: 'message' } })
  })

  it('refuses a message that is not the expected JSON, and an avatar that is not an http(s) or ipfs URL', async () => {
    expect(await register(alice, 'x', { message: 'register alice.latch.id' })).toEqual({
      status: 400,
      body: { error: "Invalid parameter 'message': expected JSON", parameter: 'message' },
    })
    expect(await register(alice, 'x', { message: JSON.stringify({ name: 'carol.latch.id' }) })).toMatchObject(
      {
        status: 400,
        body: {
          error: expect.stringMatching(/^Invalid parameter 'message' at timestamp: /),
          parameter: 'message',
        },
      },
    )
    expect(
      await register(alice, 'carol.latch.id', { attributes: { avatar: 'javascript:alert(1)' } }),
    ).toMatchObject({ status: 400, body: { error: expect.stringContaining('avatar'), parameter: 'message' } })
  })

  it('refuses URL attributes that are not web (or, for the avatar, ipfs or raster data) URLs, naming them', async () => {
    const refused: Record<string, string>[] = [
      { url: 'javascript:alert(1)' },
      { url: 'ftp://files.example/a' },
      { url: 'https://a.example/"onmouseover="x' },
      { avatar: 'https://a.example/a.png" onerror="alert(1)' },
      { avatar: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
      { avatar: 'data:text/html;base64,PHNjcmlwdD4=' },
      { avatar: 'https://a.example/<script>' },
    ]
    for (const attributes of refused) {
      const [key] = Object.keys(attributes)
      const result = await register(alice, 'attrs.latch.id', { attributes })
      expect(result, JSON.stringify(attributes)).toMatchObject({
        status: 400,
        body: { error: expect.stringContaining(`at attributes.${key}: Expected`), parameter: 'message' },
      })
    }
    expect(await rowOf('attrs.latch.id')).toBeUndefined()
  })

  it('refuses control characters in the message and its attributes with 400, never a 500', async () => {
    for (const attributes of [{ description: 'a\u0000b' }, { 'k\u0000': 'v' }, { description: 'x\ud800' }])
      expect(await register(alice, 'ctrl.latch.id', { attributes })).toMatchObject({
        status: 400,
        body: { parameter: 'message' },
      })
    expect(await rowOf('ctrl.latch.id')).toBeUndefined()
  })

  it('stores text attributes without markup characters, and raster data and ipfs avatars as given', async () => {
    const avatar = 'data:image/png;base64,iVBORw0KGgo='
    expect(
      await register(alice, 'texts.latch.id', {
        attributes: {
          description: ' <img src=x onerror="alert(1)"> Alice\'s `wallet` ',
          'com.twitter': '"alice"',
          url: 'https://alice.example/profile?x=1',
          avatar,
        },
      }),
    ).toMatchObject({ status: 201 })
    expect((await rowOf('texts.latch.id'))?.attributes).toEqual({
      description: "img src=x onerror=alert(1) Alice's wallet",
      'com.twitter': 'alice',
      url: 'https://alice.example/profile?x=1',
      avatar,
    })
    expect(
      await register(bob, 'ipfs.latch.id', { attributes: { avatar: 'ipfs://bafy/a.png' } }),
    ).toMatchObject({
      status: 201,
    })
  })

  it("stores attributes keyed by Object.prototype's names as text, never a 500", async () => {
    const attributes = JSON.parse('{"constructor":"a","toString":"b","valueOf":"c","__proto__":"d"}')
    expect(await register(alice, 'proto.latch.id', { attributes })).toMatchObject({ status: 201 })
    expect((await rowOf('proto.latch.id'))?.attributes).toEqual({
      constructor: 'a',
      toString: 'b',
      valueOf: 'c',
    })
  })

  it('refuses a text attribute longer than its limit, naming it', async () => {
    expect(
      await register(alice, 'long.latch.id', { attributes: { description: 'x'.repeat(501) } }),
    ).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('at attributes.description: Expected at most 500 characters') },
    })
  })

  it('refuses a coin type that is not an EVM one, and a malformed address', async () => {
    expect(await register(alice, 'carol.latch.id', { coinType: 0 })).toMatchObject({
      status: 400,
      body: { parameter: 'coin_type' },
    })
    expect(await register(alice, 'carol.latch.id', { address: '0x1234' })).toMatchObject({
      status: 400,
      body: { parameter: 'address' },
    })
    expect(await register(alice, 'carol.latch.id', { coinType: 0x8000_7a69 })).toMatchObject({ status: 201 })
    expect(await rowOf('carol.latch.id')).toMatchObject({ coinType: 0x8000_7a69 })
  })

  it('answers 409 for a name already taken, whatever its spelling, and keeps the first owner', async () => {
    expect(await register(alice, 'taken.latch.id')).toMatchObject({ status: 201 })
    expect(await register(bob, 'TAKEN.latch.id')).toEqual({
      status: 409,
      body: { error: 'Name already taken', parameter: 'message' },
    })
    expect(await rowOf('taken.latch.id')).toMatchObject({ displayAddress: alice.address })
  })

  it('lets exactly one of two simultaneous registrations of a name win', async () => {
    const results = await Promise.all([register(alice, 'race.latch.id'), register(bob, 'race.latch.id')])
    expect(results.map((result) => result.status).sort()).toEqual([201, 409])
    const winner = results[0]?.status === 201 ? alice : bob
    expect(await rowOf('race.latch.id')).toMatchObject({ displayAddress: winner.address })
  })

  it('lets exactly one of ten simultaneous registrations of a name win', async () => {
    const results = await Promise.all(accounts.map((account) => register(account, 'crowd.latch.id')))
    expect(results.filter((result) => result.status === 201)).toHaveLength(1)
    expect(results.filter((result) => result.status === 409)).toHaveLength(accounts.length - 1)
    const winner = accounts[results.findIndex((result) => result.status === 201)]
    const rows = await services.db.select().from(names).where(eq(names.name, 'crowd.latch.id'))
    expect(rows).toEqual([expect.objectContaining({ displayAddress: winner?.address })])
  })

  it('in upstream mode forwards the registration to the provider with its projectId, storing nothing', async () => {
    const seen: { url?: string | undefined; body?: unknown } = {}
    const upstream = createServer((request, response) => {
      let text = ''
      request.on('data', (chunk) => {
        text += chunk
      })
      request.on('end', () => {
        seen.url = request.url
        seen.body = JSON.parse(text)
        response.writeHead(201, { 'content-type': 'application/json' }).end('{"success":true}')
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = upstream.address() as AddressInfo
      const message = JSON.stringify({ name: 'upstream.latch.id', timestamp: nowSeconds })
      const response = await handleApiRequest(
        apiRequest('/api/v1/profile/account?projectId=latch-dev', {
          method: 'POST',
          body: {
            coin_type: 60,
            address: alice.address,
            message,
            signature: await alice.signMessage({ message }),
          },
        }),
        registerNameRoute,
        {
          services: {
            ...services,
            mode: { kind: 'upstream', baseUrl: `http://127.0.0.1:${port}`, projectId: 'up-1' },
          },
        },
      )
      expect(response.status).toBe(201)
      expect(seen.url).toBe('/v1/profile/account?projectId=up-1')
      expect(seen.body).toMatchObject({ address: alice.address, message })
      expect(await rowOf('upstream.latch.id')).toBeUndefined()
    } finally {
      await new Promise((resolve) => upstream.close(resolve))
    }
  })
})
