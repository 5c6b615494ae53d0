import type { Token } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { balancesReducer, canFetchBalances, initialBalancesState, totalUsdValue } from './balancesReducer'

const token = (symbol: string, value: number): Token => ({
  address: `eip155:31337:${symbol}`,
  symbol,
  decimals: 18,
  quantity: { decimals: '18', numeric: '1' },
  price: value,
  value,
})

describe('balancesReducer', () => {
  it('starts empty for another account, and keeps what it had while the same one refreshes', () => {
    const loaded = balancesReducer(balancesReducer(initialBalancesState, { type: 'fetchStart', key: 'a' }), {
      type: 'fetchSuccess',
      key: 'a',
      tokens: [token('ETH', 3)],
      now: 5,
    })
    expect(balancesReducer(loaded, { type: 'fetchStart', key: 'a' })).toMatchObject({
      loading: true,
      tokens: [token('ETH', 3)],
    })
    expect(balancesReducer(loaded, { type: 'fetchStart', key: 'b' })).toMatchObject({
      loading: true,
      tokens: [],
      key: 'b',
    })
  })

  it('ignores an answer or failure for an account no longer shown', () => {
    const other = balancesReducer(initialBalancesState, { type: 'fetchStart', key: 'b' })
    expect(
      balancesReducer(other, { type: 'fetchSuccess', key: 'a', tokens: [token('ETH', 3)], now: 1 }),
    ).toBe(other)
    expect(balancesReducer(other, { type: 'fetchFailure', key: 'a', now: 1 })).toBe(other)
  })

  it('blocks a fetch until 30 s after a failure, and a success clears the block', () => {
    const failed = balancesReducer(balancesReducer(initialBalancesState, { type: 'fetchStart', key: 'a' }), {
      type: 'fetchFailure',
      key: 'a',
      now: 10_000,
    })
    expect(canFetchBalances(failed, 39_999)).toBe(false)
    expect(canFetchBalances(failed, 40_000)).toBe(true)
    const recovered = balancesReducer(failed, { type: 'fetchSuccess', key: 'a', tokens: [], now: 40_001 })
    expect(canFetchBalances(recovered, 40_002)).toBe(true)
  })

  it('totals the USD values, counting what has no price as nothing', () => {
    expect(totalUsdValue([token('ETH', 3000.5), token('USDL', 12.25), token('X', Number.NaN)])).toBe(3012.75)
  })
})
