import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import type { LocalChain } from '../chain/LocalChain'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { fungiblePriceRoute } from './fungiblePriceRoute'
import { getTokenUsdPrices } from './getTokenUsdPrices'

let services: TestServices
let chain: LocalChain

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const found = services.chains.get(31337)
  if (!found?.deployment) throw new Error('no test devnet 31337 with contracts')
  chain = found
}, 120_000)
afterAll(() => services.close())

function token(symbol: string) {
  const found = chain.deployment?.tokens.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found.address
}

async function prices(body: Record<string, unknown>, origin?: string) {
  const response = await handleApiRequest(
    apiRequest('/api/v1/fungible/price', {
      method: 'POST',
      body: { projectId: 'latch-dev', currency: 'usd', ...body },
      ...(origin ? { origin } : {}),
    }),
    fungiblePriceRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

describe('POST /api/v1/fungible/price', () => {
  it('prices known tokens and the native coin from the pools, echoing the addresses and leaving out the rest', async () => {
    const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const usdl = `eip155:31337:${token('USDL').toLowerCase()}`
    const ltchOnB = `eip155:31338:${token('LTCH')}`
    const { status, body } = await prices({
      addresses: [
        native,
        usdl,
        ltchOnB,
        usdl,
        'eip155:31337:0x000000000000000000000000000000000000dEaD',
        `eip155:1:${token('USDL')}`,
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
      ],
    })
    expect(status).toBe(200)
    const onA = await getTokenUsdPrices(chain)
    const chainB = services.chains.get(31338)
    if (!chainB) throw new Error('no test devnet 31338')
    const onB = await getTokenUsdPrices(chainB)
    const icon = (symbol: string) => `http://127.0.0.1:3000/api/public/getTokenImage/${symbol}`
    expect(body).toEqual({
      fungibles: [
        { name: 'Ether', symbol: 'ETH', iconUrl: icon('ETH'), price: onA.get('native'), address: native },
        { name: 'Latch USD', symbol: 'USDL', iconUrl: icon('USDL'), price: 1, address: usdl },
        {
          name: 'Latch Token',
          symbol: 'LTCH',
          iconUrl: icon('LTCH'),
          price: onB.get(token('LTCH').toLowerCase()),
          address: ltchOnB,
        },
      ],
    })
    expect(body.fungibles[0].price).toBeCloseTo(3000, 6)
  })

  it('refuses a missing or malformed address list and other currencies with a 400 naming them', async () => {
    expect(await prices({})).toMatchObject({ status: 400, body: { error: "Missing parameter 'addresses'" } })
    expect(await prices({ addresses: [] })).toMatchObject({ status: 400, body: { parameter: 'addresses' } })
    expect(await prices({ addresses: [`eip155:31337:${token('USDL')}`, token('LTCH')] })).toMatchObject({
      status: 400,
      body: { parameter: 'addresses.1' },
    })
    expect(await prices({ currency: 'eur', addresses: [`eip155:31337:${token('USDL')}`] })).toMatchObject({
      status: 400,
      body: { parameter: 'currency' },
    })
  })

  it("refuses an origin off the project's allow-list with 403", async () => {
    expect(await prices({ addresses: [`eip155:31337:${token('USDL')}`] }, 'http://127.0.0.1:5173')).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
  })
})
