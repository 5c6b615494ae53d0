import { describe, expect, it } from 'vitest'
import { parseDecimalAmount } from './parseDecimalAmount'

const value = (text: string, decimals: number) => {
  const parsed = parseDecimalAmount(text, decimals)
  return parsed.ok ? parsed.value : parsed.error
}

describe('parseDecimalAmount', () => {
  it('reads digits and one dot into base units, exactly', () => {
    expect(value('1', 6)).toBe(1_000_000n)
    expect(value('1.5', 6)).toBe(1_500_000n)
    expect(value('.5', 6)).toBe(500_000n)
    expect(value('5.', 6)).toBe(5_000_000n)
    expect(value('0.000001', 6)).toBe(1n)
    expect(value('007', 0)).toBe(7n)
    expect(value(' 2 ', 18)).toBe(2n * 10n ** 18n)
    // Beyond a float's precision, every digit counts.
    expect(value('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    )
  })

  it('refuses what is not an optional minus, digits and one dot (docs/behaviour.md#validation)', () => {
    for (const text of [
      '1e3',
      '1,5',
      '1.000,5',
      '1.2.3',
      '+1',
      '0x10',
      '1 000',
      '١',
      'Infinity',
      '.',
      '-',
      'abc',
    ])
      expect(value(text, 18), text).toBe('Enter digits and at most one dot')
  })

  it('refuses an empty amount and a negative one', () => {
    expect(value('', 6)).toBe('Enter an amount')
    expect(value('   ', 6)).toBe('Enter an amount')
    expect(value('-1', 6)).toBe('The amount cannot be negative')
    expect(value('-0.5', 6)).toBe('The amount cannot be negative')
  })

  it('refuses more fractional digits than the token has, rather than dropping them', () => {
    expect(value('0.0000001', 6)).toBe('At most 6 decimal places')
    expect(value('1.50', 1)).toBe('At most 1 decimal place')
    expect(value('1.5', 0)).toBe('This token has no decimal places')
    expect(value('1.', 0)).toBe(1n)
  })
})
