import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { createLocalChains } from '../chain/createLocalChains'
import { Deployment } from '../chain/Deployment'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { convertTokensRoute } from './convertTokensRoute'

const address = (last: string) => `0x${last.padStart(40, '0')}`

// The route reads only what is deployed, so these chains have no node behind them.
const deployment = Deployment.parse({
  chainId: 31337,
  caipNetworkId: 'eip155:31337',
  deployBlock: 1,
  deployer: address('9'),
  multicall: address('1'),
  weth: address('b'),
  factory: address('f'),
  router: address('e'),
  usdToken: address('a'),
  tokens: [
    { address: address('a'), symbol: 'USDL', name: 'Latch USD', decimals: 6, usdPrice: 1 },
    { address: address('b'), symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usdPrice: 3000 },
  ],
  pairs: [{ address: address('ab'), token0: address('a'), token1: address('b') }],
})
const network = (id: number) => devnetNetwork(id, `Test ${id}`, 'http://127.0.0.1:9')

let testServices: TestServices
let services: ServerServices

beforeAll(async () => {
  testServices = await createTestServices()
  services = {
    ...testServices,
    chains: createLocalChains([network(31337), network(31338)], { 31337: deployment }),
  }
}, 60_000)
afterAll(() => testServices.close())

async function tokens(chainId: string) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/convert/tokens?projectId=latch-dev&chainId=${chainId}`),
    convertTokensRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/convert/tokens', () => {
  it('lists the native coin first, then the deployed tokens, with CAIP-10 addresses and logos', async () => {
    const icon = (symbol: string) => `http://127.0.0.1:3000/api/public/getTokenImage/${symbol}`
    expect(await tokens('eip155:31337')).toEqual({
      status: 200,
      body: {
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
            decimals: 18,
            logoUri: icon('ETH'),
          },
          {
            name: 'Latch USD',
            symbol: 'USDL',
            address: `eip155:31337:${deployment.usdToken}`,
            decimals: 6,
            logoUri: icon('USDL'),
          },
          {
            name: 'Wrapped Ether',
            symbol: 'WETH',
            address: `eip155:31337:${deployment.weth}`,
            decimals: 18,
            logoUri: icon('WETH'),
          },
        ],
      },
    })
  })

  it('lists nothing where it cannot swap: no AMM, not served, not a project network', async () => {
    for (const chainId of ['eip155:31338', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
      expect(await tokens(chainId)).toEqual({ status: 200, body: { tokens: [] } })
  })

  it('refuses a malformed chainId with a 400 naming it', async () => {
    expect(await tokens('eip155')).toMatchObject({ status: 400, body: { parameter: 'chainId' } })
  })
})
