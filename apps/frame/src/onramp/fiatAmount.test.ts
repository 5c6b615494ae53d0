import { describe, expect, it } from 'vitest'
import { fiatAmount } from './fiatAmount'

describe('fiatAmount', () => {
  it('writes whole units and up to two decimals with exactly two', () => {
    expect(fiatAmount('50')).toBe('50.00')
    expect(fiatAmount(' 007.5 ')).toBe('7.50')
    expect(fiatAmount('7500.01')).toBe('7500.01')
  })

  it('refuses what checkOnrampAmount would not read as an amount', () => {
    for (const text of ['', '.5', '5.', '1.005', '1e3', '1,000', '-5', 'fifty'])
      expect(fiatAmount(text), text).toBeUndefined()
  })
})
