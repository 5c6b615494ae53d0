import { createHmac } from 'node:crypto'
import { parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { onrampQuoteRoute } from './onrampQuoteRoute'
import { onrampUrlRoute } from './onrampUrlRoute'

let services: TestServices

beforeAll(async () => {
  services = await createTestServices({ chains: true })
}, 120_000)
afterAll(() => services.close())
beforeEach(() => {
  vi.stubEnv('LATCH_ONRAMP_URL', 'http://127.0.0.1:6558/')
  vi.stubEnv('LATCH_ONRAMP_KEY', 'test-onramp-key')
})
afterEach(() => vi.unstubAllEnvs())

const address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const request = {
  destinationWallets: [{ address: address.toLowerCase(), blockchains: ['eip155:31337'], assets: ['USDL'] }],
  defaultNetwork: 'eip155:31337',
  partnerUserId: address.toLowerCase(),
  defaultExperience: 'buy',
  presetFiatAmount: '50.00',
  provider: 'sandpay',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
}

async function call(route: typeof onrampUrlRoute | typeof onrampQuoteRoute, path: string, body: unknown) {
  const response = await handleApiRequest(
    apiRequest(`${path}?projectId=latch-dev`, { method: 'POST', body }),
    route,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

const onrampUrl = (body: unknown) => call(onrampUrlRoute, '/api/v1/generators/onrampurl', body)

function tokenAddress(symbol: string) {
  const token = services.chains
    .get(31337)
    ?.deployment?.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`no ${symbol}`)
  return token.address
}

describe('POST /api/v1/generators/onrampurl', () => {
  it("signs a checkout link on LATCH_ONRAMP_URL carrying the server's own quote, lasting 30 minutes", async () => {
    services.setNow(new Date('2030-01-01T00:00:00Z'))
    const { body: quoted } = await call(onrampQuoteRoute, '/api/v1/onramp/quote', {
      purchaseCurrency: 'USDL',
      paymentCurrency: 'USD',
      amount: '50.00',
      network: 'eip155:31337',
    })
    // A caller's crypto amount is never taken for the server's.
    const { status, body } = await onrampUrl({ ...request, presetCryptoAmount: 1_000_000 })
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:6558/checkout')
    const params = [...url.searchParams]
    expect(params.map(([name]) => name)).toEqual([
      'session',
      'provider',
      'partnerUserId',
      'address',
      'chainId',
      'asset',
      'token',
      'decimals',
      'cryptoAmount',
      'fiatAmount',
      'fiatCurrency',
      'paymentMethod',
      'fee',
      'networkFee',
      'expires',
      'signature',
    ])
    expect(Object.fromEntries(params)).toMatchObject({
      session: body.sessionId,
      provider: 'sandpay',
      partnerUserId: address.toLowerCase(),
      address,
      chainId: '31337',
      asset: 'USDL',
      token: tokenAddress('USDL'),
      decimals: '6',
      cryptoAmount: String(parseUnits(quoted.purchaseAmount.amount, 6)),
      fiatAmount: '50.00',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      fee: quoted.coinbaseFee.amount,
      networkFee: quoted.networkFee.amount,
      expires: String(Date.parse('2030-01-01T00:30:00Z') / 1000),
    })
    const unsigned = params.filter(([name]) => name !== 'signature').sort(([a], [b]) => (a < b ? -1 : 1))
    expect(url.searchParams.get('signature')).toBe(
      createHmac('sha256', 'test-onramp-key').update(new URLSearchParams(unsigned).toString()).digest('hex'),
    )
  })

  it('makes a new session each time, and delivers ether as the native coin', async () => {
    const first = await onrampUrl(request)
    const second = await onrampUrl({
      ...request,
      destinationWallets: [{ address, blockchains: ['eip155:31337'], assets: ['ETH'] }],
      presetFiatAmount: 100,
      provider: 'harbor',
      paymentCurrency: 'EUR',
      paymentMethod: 'ach_bank_account',
    })
    expect(second.body.sessionId).not.toBe(first.body.sessionId)
    expect(Object.fromEntries(new URL(second.body.url).searchParams)).toMatchObject({
      provider: 'harbor',
      asset: 'ETH',
      token: 'native',
      decimals: '18',
      fiatAmount: '100.00',
      fiatCurrency: 'EUR',
      paymentMethod: 'ach_bank_account',
      fee: '2.00',
    })
  })

  it('delivers to the wallet that lists the default network, in its first asset', async () => {
    const other = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
    const { body } = await onrampUrl({
      ...request,
      destinationWallets: [
        { address, blockchains: ['eip155:31338'], assets: ['LBTC'] },
        { address: other, blockchains: ['eip155:31337'], assets: ['LTCH', 'USDL'] },
      ],
    })
    expect(Object.fromEntries(new URL(body.url).searchParams)).toMatchObject({
      address: other,
      asset: 'LTCH',
    })
  })

  it('refuses an amount outside the limits, and any bad field, with a 400 naming it', async () => {
    const wallet = request.destinationWallets[0]
    const cases: [Record<string, unknown>, string][] = [
      [{ ...request, presetFiatAmount: '7500.01' }, 'presetFiatAmount'],
      [{ ...request, presetFiatAmount: '5' }, 'presetFiatAmount'],
      [{ ...request, presetFiatAmount: 'lots' }, 'presetFiatAmount'],
      [
        {
          ...request,
          defaultNetwork: 'eip155:1',
          destinationWallets: [{ ...wallet, blockchains: ['eip155:1'] }],
        },
        'defaultNetwork',
      ],
      [{ ...request, defaultNetwork: 'eip155' }, 'defaultNetwork'],
      [{ ...request, defaultNetwork: 'eip155:31338' }, 'destinationWallets'],
      [{ ...request, destinationWallets: [] }, 'destinationWallets'],
      [
        { ...request, destinationWallets: [{ ...wallet, address: '0x1234' }] },
        'destinationWallets.0.address',
      ],
      [{ ...request, destinationWallets: [{ ...wallet, assets: [] }] }, 'destinationWallets.0.assets'],
      [
        { ...request, destinationWallets: [{ ...wallet, assets: ['DOGE'] }] },
        'destinationWallets.0.assets.0',
      ],
      [{ ...request, partnerUserId: '' }, 'partnerUserId'],
      [{ ...request, partnerUserId: '../../admin' }, 'partnerUserId'],
      [{ ...request, defaultExperience: 'send' }, 'defaultExperience'],
      [{ ...request, provider: 'moonpay' }, 'provider'],
      [{ ...request, paymentCurrency: 'JPY' }, 'paymentCurrency'],
      [{ ...request, paymentMethod: 'cash' }, 'paymentMethod'],
    ]
    for (const [body, parameter] of cases) {
      const answer = await onrampUrl(body)
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { parameter, error: expect.stringContaining(`'${parameter}'`) },
      })
    }
    expect((await onrampUrl({ ...request, presetFiatAmount: '7500.01' })).body.error).toBe(
      "Invalid parameter 'presetFiatAmount': The most you can pay with a card is 7,500.00 USD",
    )
  })
})
