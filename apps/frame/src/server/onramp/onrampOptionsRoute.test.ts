import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { startStandIn } from './internal/startStandIn'
import { onrampOptionsRoute } from './onrampOptionsRoute'

let services: TestServices

beforeAll(async () => {
  services = await createTestServices({ chains: true })
}, 120_000)
afterAll(() => services.close())

async function options(
  projectId = 'latch-dev',
  origin = 'http://localhost:5173',
  over: ServerServices = services,
) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/onramp/options?projectId=${projectId}`, { origin }),
    onrampOptionsRoute,
    { services: over },
  )
  return { status: response.status, body: await response.json() }
}

function tokenOn(chainId: number, symbol: string) {
  const token = services.chains
    .get(chainId)
    ?.deployment?.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} on ${chainId}`)
  return token.address
}

describe('GET /api/v1/onramp/options', () => {
  it("lists every token of the project's devnets by symbol, with the networks and contracts that have it", async () => {
    const { status, body } = await options()
    expect(status).toBe(200)
    expect(body.purchaseCurrencies.map((currency: { id: string }) => currency.id)).toEqual([
      'ETH',
      'USDL',
      'WETH',
      'LTCH',
      'LBTC',
    ])
    expect(body.purchaseCurrencies[0]).toEqual({
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'eip155:31337', display_name: 'Test Devnet 31337', chain_id: '31337', contract_address: '' },
        { name: 'eip155:31338', display_name: 'Test Devnet 31338', chain_id: '31338', contract_address: '' },
      ],
    })
    expect(body.purchaseCurrencies[1]).toEqual({
      id: 'USDL',
      name: 'Latch USD',
      symbol: 'USDL',
      networks: [
        {
          name: 'eip155:31337',
          display_name: 'Test Devnet 31337',
          chain_id: '31337',
          contract_address: tokenOn(31337, 'USDL'),
        },
        {
          name: 'eip155:31338',
          display_name: 'Test Devnet 31338',
          chain_id: '31338',
          contract_address: tokenOn(31338, 'USDL'),
        },
      ],
    })
  })

  it('takes USD and EUR, by card from 10.00 to 7500.00 and from a bank account up to 25000.00', async () => {
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect((await options()).body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
  })

  it('lists nothing to buy for a project whose networks this server does not serve', async () => {
    const { status, body } = await options('shop', 'https://shop.example')
    expect(status).toBe(200)
    expect(body.purchaseCurrencies).toEqual([])
  })

  it("refuses an origin off the project's allow-list", async () => {
    expect(await options('latch-dev', 'https://evil.example')).toMatchObject({
      status: 403,
      body: { error: 'Invalid App Configuration' },
    })
  })

  it("asks the upstream provider in upstream mode, with the provider's projectId", async () => {
    const provider = await startStandIn(() => ({ status: 200, body: { answeredBy: 'provider' } }))
    try {
      const { status, body } = await options('latch-dev', 'http://localhost:5173', {
        ...services,
        mode: { kind: 'upstream', baseUrl: provider.url, projectId: 'provider-project' },
      })
      expect({ status, body }).toEqual({ status: 200, body: { answeredBy: 'provider' } })
      expect(provider.requests.map((request) => request.url)).toEqual([
        '/v1/onramp/options?projectId=provider-project',
      ])
    } finally {
      await provider.close()
    }
  })
})
