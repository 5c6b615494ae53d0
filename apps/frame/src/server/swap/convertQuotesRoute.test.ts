import { type Address, maxUint256, parseAbi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairAbi } from '@/server/blockchain/pairAbi'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import type { Deployment } from '../chain/Deployment'
import type { LocalChain } from '../chain/LocalChain'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { devWallet } from '../testing/devWallet'
import { convertQuotesRoute } from './convertQuotesRoute'
import { routerAbi } from './routerAbi'

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

async function quotes(query: Record<string, string>, origin?: string, over: ServerServices = services) {
  const search = new URLSearchParams({ projectId: 'latch-dev', userAddress: user, ...query })
  const response = await handleApiRequest(
    apiRequest(`/api/v1/convert/quotes?${search}`, origin ? { origin } : {}),
    convertQuotesRoute,
    { services: over },
  )
  return { status: response.status, body: await response.json() }
}

function pairOf(a: string, b: string): Address {
  const tokens = [token(a), token(b)]
  const found = deployment.pairs.find((pair) => tokens.includes(pair.token0) && tokens.includes(pair.token1))
  if (!found) throw new Error(`no ${a}/${b} pool`)
  return found.address
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

  it("prices every route as the router's getAmountsOut does, from a dust amount to a large one", async () => {
    const router = async (amountIn: bigint, path: Address[]) => {
      try {
        const amounts = await chain.client.readContract({
          address: deployment.router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [amountIn, path],
        })
        return amounts.at(-1) ?? 0n
      } catch {
        return 0n
      }
    }
    const caip = (symbol: string) => `eip155:31337:${token(symbol)}`
    // From, to, the from token's decimals, the ways between them (by symbol).
    const cases: [string, string, number, string[][]][] = [
      ['USDL', 'LTCH', 6, [['USDL', 'LTCH']]],
      ['WETH', 'USDL', 18, [['WETH', 'USDL']]],
      [
        'LBTC',
        'LTCH',
        8,
        [
          ['LBTC', 'USDL', 'LTCH'],
          ['LBTC', 'WETH', 'LTCH'],
        ],
      ],
    ]
    for (const [from, to, decimals, ways] of cases) {
      const paths = ways.map((way) => way.map(token))
      const firstPool = ways[0]?.[1] ?? to
      const [reserve0, reserve1] = await chain.client.readContract({
        address: pairOf(from, firstPool),
        abi: pairAbi,
        functionName: 'getReserves',
      })
      // A hundredth of what the first pool holds of the token going in: a large swap, whose price moves
      // along the curve, yet within what every pool on the way holds (more has no quote, tested below).
      const deep = (BigInt(token(from)) < BigInt(token(firstPool)) ? reserve0 : reserve1) / 100n
      for (const amount of [parseUnits('0.000123', decimals), parseUnits('1', decimals), deep]) {
        const units = String(amount)
        const { body } = await quotes({ amount: units, from: caip(from), to: caip(to) })
        const amountIn = amount - (amount * 85n) / 10_000n
        const outs = await Promise.all(paths.map((path) => router(amountIn, path)))
        const [best] = outs.sort((a, b) => (a < b ? 1 : -1))
        expect(best, 'a route the router prices').toBeGreaterThan(0n)
        expect(body.quotes[0]?.toAmount, `${units} ${from} → ${to}`).toBe(String(best))
      }
    }
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

  it('has no quotes for amounts the pools cannot fill, rather than failing', async () => {
    const caip = (symbol: string) => `eip155:31337:${token(symbol)}`
    const cases: [string, string, string][] = [
      // One base unit of LTCH is worth less than one of USDL: the pool yields nothing.
      ['1', caip('LTCH'), caip('USDL')],
      // Through USDL the first hop yields nothing, so the router reverts on the second.
      ['1', caip('LTCH'), caip('LBTC')],
      ['1', native, caip('LBTC')],
      // The router's math overflows: it reverts.
      [String(maxUint256), caip('USDL'), caip('LTCH')],
      [String(10n ** 60n), native, caip('LTCH')],
    ]
    for (const [amount, from, to] of cases)
      expect(await quotes({ amount, from, to }), `${amount} ${from} → ${to}`).toEqual({
        status: 200,
        body: { quotes: [] },
      })
  })

  it('has no quotes for an amount larger than the pools hold', async () => {
    const [reserve0, reserve1] = await chain.client.readContract({
      address: pairOf('USDL', 'LTCH'),
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const usdlReserve = BigInt(token('USDL')) < BigInt(token('LTCH')) ? reserve0 : reserve1
    const { status, body } = await quotes({
      amount: String(usdlReserve * 2n),
      from: `eip155:31337:${token('USDL')}`,
      to: `eip155:31337:${token('LTCH')}`,
    })
    expect({ status, body }).toEqual({ status: 200, body: { quotes: [] } })
    // Through the USD token, the first pool of the way is the one overfilled.
    const ltchReserve = BigInt(token('LTCH')) < BigInt(token('USDL')) ? reserve0 : reserve1
    expect(
      await quotes({
        amount: String(ltchReserve * 2n),
        from: `eip155:31337:${token('LTCH')}`,
        to: `eip155:31337:${token('LBTC')}`,
      }),
    ).toEqual({ status: 200, body: { quotes: [] } })
    // Half of the pool is still quoted, at its price impact.
    const half = await quotes({
      amount: String(usdlReserve / 2n),
      from: `eip155:31337:${token('USDL')}`,
      to: `eip155:31337:${token('LTCH')}`,
    })
    expect(half.body.quotes).toHaveLength(1)
  })

  it('has no quotes for a pair whose only pool is empty, or with no pool on the way', async () => {
    const factoryAbi = parseAbi([
      'function createPair(address tokenA, address tokenB) returns (address pair)',
      'function getPair(address tokenA, address tokenB) view returns (address pair)',
    ])
    const { wallet, mined } = devWallet(services, 31337, 4)
    await mined(
      await wallet.writeContract({
        address: deployment.factory,
        abi: factoryAbi,
        functionName: 'createPair',
        args: [token('LTCH'), token('LBTC')],
      }),
    )
    const empty = await chain.client.readContract({
      address: deployment.factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [token('LTCH'), token('LBTC')],
    })
    const [token0, token1] = [token('LTCH'), token('LBTC')].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
    if (!token0 || !token1) throw new Error('no tokens')
    const withEmptyPool = { ...deployment, pairs: [...deployment.pairs, { address: empty, token0, token1 }] }
    const withoutLbtcPools = {
      ...deployment,
      pairs: deployment.pairs.filter(
        (pair) => pair.token0 !== token('LBTC') && pair.token1 !== token('LBTC'),
      ),
    }
    for (const changed of [withEmptyPool, withoutLbtcPools]) {
      const over = { ...services, chains: new Map([[31337, { ...chain, deployment: changed }]]) }
      expect(
        await quotes(
          {
            amount: String(parseUnits('10', 18)),
            from: `eip155:31337:${token('LTCH')}`,
            to: `eip155:31337:${token('LBTC')}`,
          },
          undefined,
          over,
        ),
      ).toEqual({ status: 200, body: { quotes: [] } })
    }
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
