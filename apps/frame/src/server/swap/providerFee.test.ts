import { describe, expect, it } from 'vitest'
import { providerFee, providerFeeRate } from './providerFee'

describe('providerFee', () => {
  it('is 0.85 % of the input, rounded down', () => {
    expect(providerFee(1_000_000n)).toBe(8_500n)
    expect(providerFee(10n ** 18n)).toBe(85n * 10n ** 14n)
    expect(providerFee(117n)).toBe(0n)
    expect(providerFee(118n)).toBe(1n)
  })

  it('writes its rate as the quotes send it', () => {
    expect(providerFeeRate).toBe('0.0085')
  })
})
