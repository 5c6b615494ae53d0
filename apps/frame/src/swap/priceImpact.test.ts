import { describe, expect, it } from 'vitest'
import { priceImpact } from './priceImpact'

describe('priceImpact', () => {
  it('is what the pools take beyond the provider fee, in percent', () => {
    // $3,000 paid, $25.50 of it the fee: 2974.5 at the prices, 2900 received.
    expect(priceImpact({ sourceAmount: 1, sourcePrice: 3000, toAmount: 2900, toPrice: 1 })).toBeCloseTo(
      (74.5 / 2974.5) * 100,
      10,
    )
    expect(priceImpact({ sourceAmount: 1, sourcePrice: 3000, toAmount: 2974.5, toPrice: 1 })).toBeCloseTo(
      0,
      10,
    )
  })

  it('is negative when the pools pay more than the prices say', () => {
    expect(priceImpact({ sourceAmount: 1, sourcePrice: 3000, toAmount: 3000, toPrice: 1 })).toBeLessThan(0)
  })

  it('is unknown without both prices or amounts', () => {
    expect(
      priceImpact({ sourceAmount: 1, sourcePrice: undefined, toAmount: 2900, toPrice: 1 }),
    ).toBeUndefined()
    expect(priceImpact({ sourceAmount: 1, sourcePrice: 3000, toAmount: 0, toPrice: 1 })).toBeUndefined()
    expect(priceImpact({ sourceAmount: 0, sourcePrice: 3000, toAmount: 1, toPrice: 1 })).toBeUndefined()
  })
})
