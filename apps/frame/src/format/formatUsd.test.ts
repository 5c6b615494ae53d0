import { describe, expect, it } from 'vitest'
import { formatAmount, formatUsd } from './formatUsd'

describe('formatUsd', () => {
  it('reads as dollars and cents, and dust as under a cent', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(0.004)).toBe('<$0.01')
    expect(formatUsd(Number.NaN)).toBe('$0.00')
  })
})

describe('formatAmount', () => {
  it('groups the integer part exactly, however large', () => {
    expect(formatAmount('12345678901234567890.5')).toBe('12,345,678,901,234,567,890.5')
  })
  it('cuts the fraction to four digits without rounding up', () => {
    expect(formatAmount('1234.567891')).toBe('1,234.5678')
    expect(formatAmount('10.000000')).toBe('10')
  })
  it('keeps the first significant digits of a small amount', () => {
    expect(formatAmount('0.000001234')).toBe('0.000001234')
    expect(formatAmount('0.00000123456')).toBe('0.000001234')
  })
  it('keeps a sign and leaves what is not a decimal as it came', () => {
    expect(formatAmount('-2.5')).toBe('-2.5')
    expect(formatAmount('1e5')).toBe('1e5')
  })
})
