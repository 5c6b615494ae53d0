import { describe, expect, it } from 'vitest'
import { minimumAmountOut } from './minimumAmountOut'

describe('minimumAmountOut', () => {
  it('takes the slippage off the quoted amount, rounding down', () => {
    expect(minimumAmountOut(1_000_000n, 1)).toBe(990_000n)
    expect(minimumAmountOut(1_000_000n, 0.5)).toBe(995_000n)
    expect(minimumAmountOut(999n, 1)).toBe(989n)
  })

  it('keeps the whole quote at 0 % and half of it at 50 %', () => {
    expect(minimumAmountOut(123_456n, 0)).toBe(123_456n)
    expect(minimumAmountOut(123_456n, 50)).toBe(61_728n)
  })
})
