import { type Address, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { pairAbi } from '../blockchain/internal/pairAbi'
import type { Deployment } from '../chain/Deployment'
import type { LocalChain } from '../chain/LocalChain'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { convertQuotesRoute } from './convertQuotesRoute'
import { routerAbi } from './internal/routerAbi'

let services: TestServices
let chain: LocalChain
let deployment: Deployment

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const found = services.chains.get(31337)
  if (!found?.deployment) throw new Error('no test devnet 31337 with contracts')
  chain = found
  deployment = found.deployment
}, 120_000)
afterAll(() => services.close())

const user = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

function token(symbol: string): Address {
  const found = deployment.tokens.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found.address
}

async function quotes(query: Record<string, string>, origin?: string) {
  const search = new URLSearchParams({ projectId: 'latch-dev', userAddress: user, ...query })
  const response = await handleApiRequest(
    apiRequest(`/api/v1/convert/quotes?${search}`, origin ? { origin } : {}),
    convertQuotesRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

// The constant-product formula with the pools' 0.3 % fee, worked out here rather than asked of the router.
async function directAmountOut(amountIn: bigint, from: Address, to: Address): Promise<bigint> {
  const pair = deployment.pairs.find(
    (candidate) =>
      (candidate.token0 === from && candidate.token1 === to) ||
      (candidate.token0 === to && candidate.token1 === from),
  )
  if (!pair) throw new Error('no pool')
  const [reserve0, reserve1] = await chain.client.readContract({
    address: pair.address,
    abi: pairAbi,
    functionName: 'getReserves',
  })
  const [reserveIn, reserveOut] = pair.token0 === from ? [reserve0, reserve1] : [reserve1, reserve0]
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

describe('GET /api/v1/convert/quotes', () => {
  it('quotes a direct pool by its reserves, after the 0.85 % provider fee taken from the input', async () => {
    const amount = parseUnits('1000', 6)
    const fee = (amount * 85n) / 10_000n
    const from = `eip155:31337:${token('USDL')}`
    const to = `eip155:31337:${token('LTCH')}`
    const { status, body } = await quotes({ amount: String(amount), from, to, gasPrice: '1000000000' })
    expect(status).toBe(200)
    expect(body).toEqual({
      quotes: [
        {
          id: null,
          fromAmount: String(amount),
          fromAccount: from,
          toAmount: String(await directAmountOut(amount - fee, token('USDL'), token('LTCH'))),
          toAccount: to,
          fee: { rate: '0.0085', amount: '8500000' },
        },
      ],
    })
    expect(Number(body.quotes[0].toAmount) / 1e18).toBeCloseTo(494, 0)
  })

  it('quotes the native coin as WETH', async () => {
    const amount = parseUnits('1', 18)
    const { body } = await quotes({
      amount: String(amount),
      from: native,
      to: `eip155:31337:${token('USDL')}`,
    })
    const expected = await directAmountOut(amount - (amount * 85n) / 10_000n, token('WETH'), token('USDL'))
    expect(body.quotes[0].toAmount).toBe(String(expected))
    expect(body.quotes[0].fromAccount).toBe(native)
  })

  it('goes through the USD token when the two tokens share no pool', async () => {
    const amount = parseUnits('0.1', 8)
    const { body } = await quotes({
      amount: String(amount),
      from: `eip155:31337:${token('LBTC')}`,
      to: `eip155:31337:${token('LTCH')}`,
    })
    const amounts = await chain.client.readContract({
      address: deployment.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount - (amount * 85n) / 10_000n, [token('LBTC'), token('USDL'), token('LTCH')]],
    })
    expect(body.quotes[0].toAmount).toBe(String(amounts[2]))
  })

  it('has no quotes for an unsupported network, an unknown token, two networks or the same token', async () => {
    const usdl = `eip155:31337:${token('USDL')}`
    const stranger = 'eip155:31337:0x000000000000000000000000000000000000dEaD'
    for (const [from, to] of [
      [`eip155:1:${token('USDL')}`, `eip155:1:${token('LTCH')}`],
      [stranger, usdl],
      [usdl, stranger],
      [usdl, `eip155:31338:${token('LTCH')}`],
      [usdl, usdl],
    ] as const)
      expect(await quotes({ amount: '1000000', from, to }), `${from} → ${to}`).toEqual({
        status: 200,
        body: { quotes: [] },
      })
  })

  it('refuses bad parameters with a 400 naming them', async () => {
    const from = `eip155:31337:${token('USDL')}`
    const to = `eip155:31337:${token('LTCH')}`
    expect(await quotes({ amount: '0', from, to })).toMatchObject({
      status: 400,
      body: { parameter: 'amount' },
    })
    expect(await quotes({ amount: '1.5', from, to })).toMatchObject({
      status: 400,
      body: { parameter: 'amount' },
    })
    expect(await quotes({ amount: '100', from: token('USDL'), to })).toMatchObject({
      status: 400,
      body: { parameter: 'from' },
    })
    expect(await quotes({ amount: '100', from, to, userAddress: 'nobody' })).toMatchObject({
      status: 400,
      body: { parameter: 'userAddress' },
    })
    expect(await quotes({ amount: '100', from })).toMatchObject({
      status: 400,
      body: { error: "Missing parameter 'to'", parameter: 'to' },
    })
  })

  it("refuses an origin off the project's allow-list with 403", async () => {
    const response = await quotes(
      { amount: '100', from: `eip155:31337:${token('USDL')}`, to: `eip155:31337:${token('LTCH')}` },
      'https://shop.example',
    )
    expect(response).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
  })
})
