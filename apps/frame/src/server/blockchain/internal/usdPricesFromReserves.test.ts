import { type Address, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Deployment } from '../../chain/Deployment'
import { usdPricesFromReserves } from './usdPricesFromReserves'

const usdl: Address = '0x00000000000000000000000000000000000000Aa'
const weth: Address = '0x00000000000000000000000000000000000000bB'
const ltch: Address = '0x00000000000000000000000000000000000000cc'
const lbtc: Address = '0x00000000000000000000000000000000000000dd'
const stray: Address = '0x00000000000000000000000000000000000000ee'

const deployment: Pick<Deployment, 'usdToken' | 'weth' | 'tokens'> = {
  usdToken: usdl,
  weth,
  tokens: [
    { address: usdl, symbol: 'USDL', name: 'Latch USD', decimals: 6, usdPrice: 1 },
    { address: weth, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usdPrice: 3000 },
    { address: ltch, symbol: 'LTCH', name: 'Latch Token', decimals: 18, usdPrice: 2 },
    { address: lbtc, symbol: 'LBTC', name: 'Latch Bitcoin', decimals: 8, usdPrice: 60_000 },
  ],
}

function pool(
  a: Address,
  amountA: string,
  decimalsA: number,
  b: Address,
  amountB: string,
  decimalsB: number,
) {
  return {
    token0: a,
    token1: b,
    reserve0: parseUnits(amountA, decimalsA),
    reserve1: parseUnits(amountB, decimalsB),
  }
}

describe('usdPricesFromReserves', () => {
  it('prices the USD token at 1 and its pool partners at the spot price, whatever the side and decimals', () => {
    const prices = usdPricesFromReserves(deployment, [
      pool(weth, '1000', 18, usdl, '3000000', 6),
      pool(usdl, '60000000', 6, lbtc, '1000', 8),
    ])
    expect(prices.get(usdl.toLowerCase())).toBe(1)
    expect(prices.get(weth.toLowerCase())).toBeCloseTo(3000, 9)
    expect(prices.get(lbtc.toLowerCase())).toBeCloseTo(60_000, 9)
  })

  it('gives the native token the price of WETH', () => {
    const prices = usdPricesFromReserves(deployment, [pool(weth, '10', 18, usdl, '25000', 6)])
    expect(prices.get('native')).toBeCloseTo(2500, 9)
  })

  it('prices a token with no USD pool through a priced partner', () => {
    const prices = usdPricesFromReserves(deployment, [
      pool(weth, '1000', 18, usdl, '3000000', 6),
      pool(weth, '500', 18, ltch, '750000', 18),
    ])
    expect(prices.get(ltch.toLowerCase())).toBeCloseTo(2, 9)
  })

  it('prefers the direct USD pool to a route through another token', () => {
    const prices = usdPricesFromReserves(deployment, [
      pool(weth, '1000', 18, usdl, '3000000', 6),
      pool(weth, '500', 18, ltch, '500000', 18),
      pool(ltch, '1000', 18, usdl, '2000', 6),
    ])
    expect(prices.get(ltch.toLowerCase())).toBeCloseTo(2, 9)
  })

  it('prefers the deeper pool when two routes of the same length disagree', () => {
    const prices = usdPricesFromReserves(deployment, [
      pool(weth, '1000', 18, usdl, '3000000', 6),
      pool(lbtc, '1000', 8, usdl, '60000000', 6),
      pool(ltch, '10', 18, weth, '1', 18),
      pool(ltch, '1000000', 18, lbtc, '30', 8),
    ])
    expect(prices.get(ltch.toLowerCase())).toBeCloseTo(1.8, 9)
  })

  it('leaves out tokens no pool reaches, empty pools and tokens the deployment does not list', () => {
    const prices = usdPricesFromReserves(deployment, [
      pool(weth, '0', 18, usdl, '0', 6),
      pool(stray, '1', 18, usdl, '5', 6),
    ])
    expect([...prices.keys()]).toEqual([usdl.toLowerCase()])
  })
})
