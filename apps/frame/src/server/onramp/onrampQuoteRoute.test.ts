import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { getTokenUsdPrices } from '../blockchain/getTokenUsdPrices'
import type { LocalChain } from '../chain/LocalChain'
import { readGasPrice } from '../swap/readGasPrice'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { startStandIn } from './internal/startStandIn'
import { onrampQuoteRoute } from './onrampQuoteRoute'

let services: TestServices
let chain: LocalChain

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const found = services.chains.get(31337)
  if (!found?.deployment) throw new Error('no test devnet 31337 with contracts')
  chain = found
}, 120_000)
afterAll(() => services.close())

const usdl = { purchaseCurrency: 'USDL', paymentCurrency: 'USD', amount: '50.00', network: 'eip155:31337' }

async function quote(body: unknown, over: ServerServices = services) {
  const response = await handleApiRequest(
    apiRequest('/api/v1/onramp/quote?projectId=latch-dev', { method: 'POST', body }),
    onrampQuoteRoute,
    { services: over },
  )
  return { status: response.status, body: await response.json() }
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100)

/** The network fee in cents that the node's gas price and ETH's pool price make for `gas`, in USD. */
async function networkFeeCents(gas: number) {
  const [prices, gasPrice] = await Promise.all([getTokenUsdPrices(chain), readGasPrice(chain)])
  const usd = (gas * Number(gasPrice.standard) * (prices.get('native') ?? 0)) / 1e18
  return Math.max(1, Math.ceil(usd * 100 - 1e-9))
}

describe('POST /api/v1/onramp/quote', () => {
  it("takes Sandpay's 1 % and the token delivery's gas from 50 USD, and buys USDL at its pool price with the rest", async () => {
    const { status, body } = await quote(usdl)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      coinbaseFee: { amount: '0.50', currency: 'USD' },
      networkFee: { currency: 'USD' },
      paymentSubtotal: { currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { currency: 'USDL' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(cents(body.networkFee.amount)).toBe(await networkFeeCents(65_000))
    expect(cents(body.paymentSubtotal.amount)).toBe(5000 - 50 - cents(body.networkFee.amount))
    const price = (await getTokenUsdPrices(chain)).get(tokenAddress('USDL'))
    const bought = Number(body.purchaseAmount.amount)
    expect(bought).toBeLessThanOrEqual(Number(body.paymentSubtotal.amount) / (price ?? 1))
    expect(bought).toBeGreaterThan(Number(body.paymentSubtotal.amount) / (price ?? 1) - 1e-6)
    expect(body.purchaseAmount.amount).toMatch(/^\d+(\.\d{1,6})?$/)
  })

  it("charges Harbor's 2 %, and the native coin's 21000 gas for ETH", async () => {
    expect((await quote({ ...usdl, provider: 'harbor' })).body.coinbaseFee).toEqual({
      amount: '1.00',
      currency: 'USD',
    })
    const { body } = await quote({ ...usdl, purchaseCurrency: 'ETH', amount: 100 })
    expect(body.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(cents(body.networkFee.amount)).toBe(await networkFeeCents(21_000))
    expect(body.purchaseAmount.currency).toBe('ETH')
    // About 98.9 USD of ether at about 3000 USD.
    expect(Number(body.purchaseAmount.amount)).toBeCloseTo(98.9 / 3000, 3)
  })

  it('converts euros at 1.08 USD', async () => {
    const { body } = await quote({ ...usdl, paymentCurrency: 'EUR' })
    expect(body.paymentTotal).toEqual({ amount: '50.00', currency: 'EUR' })
    expect(body.coinbaseFee).toEqual({ amount: '0.50', currency: 'EUR' })
    const inDollars = Number(body.paymentSubtotal.amount) * 1.08
    expect(Number(body.purchaseAmount.amount)).toBeCloseTo(inDollars, 1)
  })

  it("refuses an amount outside the payment method's limits, naming 'amount'", async () => {
    const overCard = await quote({ ...usdl, amount: '8000' })
    expect(overCard).toEqual({
      status: 400,
      body: {
        error: "Invalid parameter 'amount': The most you can pay with a card is 7,500.00 USD",
        parameter: 'amount',
      },
    })
    expect((await quote({ ...usdl, amount: '8000', paymentMethod: 'ach_bank_account' })).status).toBe(200)
    expect(await quote({ ...usdl, amount: '25000.01', paymentMethod: 'ach_bank_account' })).toMatchObject({
      status: 400,
      body: { parameter: 'amount' },
    })
    expect(await quote({ ...usdl, amount: '9.99' })).toMatchObject({
      status: 400,
      body: { parameter: 'amount' },
    })
  })

  it('refuses every malformed or unknown field with a 400 naming it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...usdl, amount: 'fifty' }, 'amount'],
      [{ ...usdl, amount: '50.001' }, 'amount'],
      [{ ...usdl, amount: -50 }, 'amount'],
      [{ ...usdl, amount: null }, 'amount'],
      [{ ...usdl, amount: '0' }, 'amount'],
      [{ ...usdl, purchaseCurrency: 'DOGE' }, 'purchaseCurrency'],
      [{ ...usdl, purchaseCurrency: '' }, 'purchaseCurrency'],
      [{ ...usdl, purchaseCurrency: 5 }, 'purchaseCurrency'],
      [{ ...usdl, paymentCurrency: 'GBP' }, 'paymentCurrency'],
      [{ ...usdl, network: 'eip155:1' }, 'network'],
      [{ ...usdl, network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'network'],
      [{ ...usdl, network: '31337' }, 'network'],
      [{ ...usdl, provider: 'moonpay' }, 'provider'],
      [{ ...usdl, paymentMethod: 'cash' }, 'paymentMethod'],
      [{ purchaseCurrency: 'USDL', paymentCurrency: 'USD', network: 'eip155:31337' }, 'amount'],
    ]
    for (const [body, parameter] of cases) {
      const answer = await quote(body)
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { parameter, error: expect.stringContaining(`'${parameter}'`) },
      })
    }
    expect(await quote('[1, 2]')).toMatchObject({ status: 400, body: { parameter: 'body' } })
  })

  it('passes the call on in upstream mode', async () => {
    const provider = await startStandIn(() => ({ status: 200, body: { quoteId: 'upstream' } }))
    try {
      const { body } = await quote(usdl, {
        ...services,
        mode: { kind: 'upstream', baseUrl: provider.url, projectId: 'provider-project' },
      })
      expect(body).toEqual({ quoteId: 'upstream' })
      expect(provider.requests[0]?.url).toBe('/v1/onramp/quote?projectId=provider-project')
      expect(JSON.parse(provider.requests[0]?.body ?? '')).toEqual(usdl)
    } finally {
      await provider.close()
    }
  })
})

function tokenAddress(symbol: string) {
  const token = chain.deployment?.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`no ${symbol}`)
  return token.address.toLowerCase()
}
