import { devAccounts } from '@latch/localnet/devAccounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { insertTestName } from './internal/insertTestName'
import { reverseNamesRoute } from './reverseNamesRoute'

const [alice, bob, carol] = devAccounts.map((account) => account.address)

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
  await insertTestName(services.db, {
    label: 'first',
    address: alice ?? '',
    createdAt: new Date('2030-01-01'),
  })
  await insertTestName(services.db, {
    label: 'second',
    address: alice ?? '',
    createdAt: new Date('2030-01-02'),
  })
  await insertTestName(services.db, { label: 'bobby', address: bob ?? '', createdAt: new Date('2030-01-03') })
}, 60_000)
afterAll(() => services.close())

async function reverse(address: string) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/profile/reverse/${address}?projectId=latch-dev&sender=${bob}&apiVersion=2`),
    reverseNamesRoute,
    { services, params: { address } },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/profile/reverse/{address}', () => {
  it("answers the address's names, newest first, whatever the address's case", async () => {
    const expected = [
      { name: 'second.latch.id', addresses: { '60': { address: alice } }, attributes: {} },
      { name: 'first.latch.id', addresses: { '60': { address: alice } }, attributes: {} },
    ]
    expect(await reverse(alice ?? '')).toEqual({ status: 200, body: expected })
    expect(await reverse(alice?.toLowerCase() ?? '')).toEqual({ status: 200, body: expected })
  })

  it('answers [] for an address without names, and 400 for something that is not an address', async () => {
    expect(await reverse(carol ?? '')).toEqual({ status: 200, body: [] })
    expect(await reverse('0x1234')).toMatchObject({ status: 400, body: { parameter: 'address' } })
  })
})
