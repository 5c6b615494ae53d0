import { describe, expect, it } from 'vitest'
import { formatFiatCents, parseFiatCents } from './fiatCents'

describe('parseFiatCents', () => {
  it('reads whole amounts and one or two decimals in cents', () => {
    expect(parseFiatCents('50')).toBe(5000n)
    expect(parseFiatCents('50.5')).toBe(5050n)
    expect(parseFiatCents('0.07')).toBe(7n)
    expect(parseFiatCents('999999999999.99')).toBe(99_999_999_999_999n)
  })

  it('refuses what is not a plain amount of cents', () => {
    for (const text of ['', '.5', '5.', '-5', '+5', '1e3', '5.001', ' 5', '5,00', '1000000000000', 'NaN'])
      expect(parseFiatCents(text), text).toBeUndefined()
  })
})

describe('formatFiatCents', () => {
  it('writes two decimals', () => {
    expect(formatFiatCents(0n)).toBe('0.00')
    expect(formatFiatCents(5n)).toBe('0.05')
    expect(formatFiatCents(4930n)).toBe('49.30')
    expect(formatFiatCents(2_500_000n)).toBe('25000.00')
    expect(formatFiatCents(-150n)).toBe('-1.50')
  })
})
