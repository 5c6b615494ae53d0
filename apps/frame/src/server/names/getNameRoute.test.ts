import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts } from '@latch/localnet/devAccounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { getNameRoute } from './getNameRoute'
import { insertTestName } from './internal/insertTestName'

const [alice] = devAccounts
const createdAt = new Date('2030-01-01T12:00:00Z')

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
  await insertTestName(services.db, {
    label: 'alice',
    address: alice?.address.toLowerCase() ?? '',
    createdAt,
    attributes: { avatar: 'https://example.com/a.png' },
  })
  await insertTestName(services.db, {
    label: 'oldrow',
    address: alice?.address.toLowerCase() ?? '',
    createdAt,
    // Stored before the attribute rules, as a registration then accepted it.
    attributes: {
      url: 'javascript:alert(1)',
      avatar: 'https://a.example/a.png" onerror="alert(1)',
      description: '<script>alert("x")</script>',
    },
  })
}, 60_000)
afterAll(() => services.close())

async function get(name: string, over: ServerServices = services) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/profile/account/${encodeURIComponent(name)}?projectId=latch-dev&apiVersion=2`),
    getNameRoute,
    { services: over, params: { name } },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/profile/account/{name}', () => {
  it('answers a registered name with its checksummed address by coin type, attributes and creation time', async () => {
    expect(await get('alice.latch.id')).toEqual({
      status: 200,
      body: {
        name: 'alice.latch.id',
        addresses: { '60': { address: alice?.address } },
        attributes: { avatar: 'https://example.com/a.png' },
        created_at: createdAt.toISOString(),
      },
    })
  })

  it('answers attributes stored before the rules made safe: bad URLs left out, markup stripped', async () => {
    expect(await get('oldrow.latch.id')).toMatchObject({
      status: 200,
      body: { attributes: { description: 'scriptalert(x)/script' } },
    })
  })

  it('finds the name however it is spelt, once normalised, and takes a percent-encoded path parameter', async () => {
    expect(await get('ALICE.latch.id')).toMatchObject({ status: 200, body: { name: 'alice.latch.id' } })
    expect(await get('%41lice.latch.id')).toMatchObject({ status: 200, body: { name: 'alice.latch.id' } })
  })

  it('answers 404 for a name nobody registered, and 400 for one that cannot be registered', async () => {
    expect(await get('nobody.latch.id')).toEqual({
      status: 404,
      body: { error: 'Name not found', parameter: 'name' },
    })
    expect(await get('\u0440\u0430ypal.latch.id')).toMatchObject({
      status: 400,
      body: {
        error: expect.stringMatching(/^Invalid name .*: it mixes Cyrillic with Latin/),
        parameter: 'name',
      },
    })
  })

  it('in upstream mode asks the provider for the name, with its projectId', async () => {
    let seen: string | undefined
    const upstream = createServer((request, response) => {
      seen = request.url
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"remote.latch.id"}')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = upstream.address() as AddressInfo
      const result = await get('r\u00e9mote.latch.id', {
        ...services,
        mode: { kind: 'upstream', baseUrl: `http://127.0.0.1:${port}`, projectId: 'up-1' },
      })
      expect(result).toEqual({ status: 200, body: { name: 'remote.latch.id' } })
      expect(seen).toBe('/v1/profile/account/r%C3%A9mote.latch.id?projectId=up-1&apiVersion=2')
    } finally {
      await new Promise((resolve) => upstream.close(resolve))
    }
  })
})
