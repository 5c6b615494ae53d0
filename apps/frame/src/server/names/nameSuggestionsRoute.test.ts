import { devAccounts } from '@latch/localnet/devAccounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { insertTestName } from './internal/insertTestName'
import { nameSuggestionsRoute } from './nameSuggestionsRoute'

const [alice] = devAccounts.map((account) => account.address)

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
  for (const label of ['dave', 'dave1', 'davehq'])
    await insertTestName(services.db, { label, address: alice ?? '', createdAt: new Date('2030-01-01') })
}, 60_000)
afterAll(() => services.close())

async function suggest(name: string, zone = 'latch.id') {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/profile/suggestions/${encodeURIComponent(name)}?projectId=latch-dev&zone=${zone}`),
    nameSuggestionsRoute,
    { services, params: { name } },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/profile/suggestions/{name}', () => {
  it('puts the normalised name first, then variants, each marked registered or not', async () => {
    const { status, body } = await suggest('Dave')
    expect(status).toBe(200)
    expect(body.suggestions[0]).toEqual({ name: 'dave.latch.id', registered: true })
    expect(body.suggestions).toContainEqual({ name: 'dave1.latch.id', registered: true })
    expect(body.suggestions).toContainEqual({ name: 'davehq.latch.id', registered: true })
    expect(body.suggestions).toContainEqual({ name: 'dave2.latch.id', registered: false })
    expect(body.suggestions.length).toBeGreaterThan(4)
    expect(new Set(body.suggestions.map((suggestion: { name: string }) => suggestion.name)).size).toBe(
      body.suggestions.length,
    )
  })

  it('takes the full name as well as the bare label', async () => {
    const bare = await suggest('erin')
    expect(await suggest('erin.latch.id')).toEqual(bare)
    expect(bare.body.suggestions[0]).toEqual({ name: 'erin.latch.id', registered: false })
  })

  it('offers only variants that are themselves valid names', async () => {
    const { body } = await suggest('x'.repeat(62))
    for (const { name } of body.suggestions)
      expect([...name.replace(/\.latch\.id$/, '')].length).toBeLessThanOrEqual(63)
    expect(body.suggestions.map((suggestion: { name: string }) => suggestion.name)).toEqual([
      `${'x'.repeat(62)}.latch.id`,
      `${'x'.repeat(62)}1.latch.id`,
      `${'x'.repeat(62)}2.latch.id`,
      `${'x'.repeat(62)}7.latch.id`,
    ])
  })

  it('refuses another zone and a name ENSIP-15 rejects', async () => {
    expect(await suggest('dave', 'eth')).toMatchObject({ status: 400, body: { parameter: 'zone' } })
    expect(await suggest('a_b')).toMatchObject({
      status: 400,
      body: { error: "Invalid name 'a_b': '_' is allowed only at the start", parameter: 'name' },
    })
  })
})
