import { devAccounts } from '@latch/localnet/devAccounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { identityRoute } from './identityRoute'
import { insertTestName } from './internal/insertTestName'

const [alice, bob, carol] = devAccounts.map((account) => account.address)

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
  await insertTestName(services.db, {
    label: 'older',
    address: alice ?? '',
    createdAt: new Date('2030-01-01'),
    attributes: { avatar: 'https://example.com/old.png' },
  })
  await insertTestName(services.db, {
    label: 'newer',
    address: alice ?? '',
    createdAt: new Date('2030-01-02'),
    attributes: { avatar: 'ipfs://bafy/new.png' },
  })
  await insertTestName(services.db, { label: 'plain', address: bob ?? '', createdAt: new Date('2030-01-03') })
}, 60_000)
afterAll(() => services.close())

async function identity(address: string) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/identity/${address}?projectId=latch-dev&sender=${address}`),
    identityRoute,
    { services, params: { address } },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/identity/{address}', () => {
  it("answers the address's newest name and its avatar", async () => {
    expect(await identity(alice?.toLowerCase() ?? '')).toEqual({
      status: 200,
      body: { name: 'newer.latch.id', avatar: 'ipfs://bafy/new.png' },
    })
  })

  it('answers a null avatar for a name without one, and nulls for an address without a name', async () => {
    expect(await identity(bob ?? '')).toEqual({ status: 200, body: { name: 'plain.latch.id', avatar: null } })
    expect(await identity(carol ?? '')).toEqual({ status: 200, body: { name: null, avatar: null } })
  })

  it('answers nulls for a Solana account, plain or CAIP-10: no names are registered for one', async () => {
    const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    for (const account of [solana, `solana:localnet:${solana}`])
      expect(await identity(account)).toEqual({ status: 200, body: { name: null, avatar: null } })
  })

  it('refuses a malformed address with 400 naming it', async () => {
    for (const address of ['vitalik', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArA', 'solana:localnet:0xabc'])
      expect(await identity(address), address).toMatchObject({
        status: 400,
        body: { error: "Invalid parameter 'address': Expected an address", parameter: 'address' },
      })
  })
})
