import { describe, expect, it } from 'vitest'
import { formatAmount, formatUsd, numberSeparators } from './formatUsd'

describe('formatUsd', () => {
  it('reads as dollars and cents, and dust as under a cent', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(0.004)).toBe('<$0.01')
    expect(formatUsd(Number.NaN)).toBe('$0.00')
  })

  it("reads in the visitor's language, dust included", () => {
    expect(formatUsd(1234.5, 'de')).toBe('1.234,50\u00a0$')
    expect(formatUsd(0.004, 'de')).toBe('<0,01\u00a0$')
    expect(formatUsd(1234.5, 'ja')).toBe('$1,234.50')
    expect(formatUsd(1234.5, 'hi')).toBe('$1,234.50')
    expect(formatUsd(1234567.5, 'hi')).toBe('$12,34,567.50')
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
  it("separates thousands and the fraction as the visitor's language writes them, the digits exact", () => {
    expect(formatAmount('12345678901234567890.5', 4, 'de')).toBe('12.345.678.901.234.567.890,5')
    expect(formatAmount('1234.567891', 4, 'fr')).toBe('1\u202f234,5678')
    expect(formatAmount('0.000001234', 4, 'de')).toBe('0,000001234')
  })
  it('keeps a sign and leaves what is not a decimal as it came', () => {
    expect(formatAmount('-2.5')).toBe('-2.5')
    expect(formatAmount('1e5')).toBe('1e5')
  })
})

describe('numberSeparators', () => {
  it("gives each language's thousands and decimal separators", () => {
    expect(numberSeparators()).toEqual({ group: ',', decimal: '.' })
    expect(numberSeparators('de')).toEqual({ group: '.', decimal: ',' })
    expect(numberSeparators('fr')).toEqual({ group: '\u202f', decimal: ',' })
    expect(numberSeparators('pt')).toEqual({ group: '.', decimal: ',' })
  })
})
