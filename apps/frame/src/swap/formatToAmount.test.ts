import { describe, expect, it } from 'vitest'
import { formatToAmount } from './formatToAmount'

describe('formatToAmount', () => {
  it('cuts the fraction to 6 digits without rounding up', () => {
    expect(formatToAmount('2987.6543219')).toBe('2987.654321')
    expect(formatToAmount('0.9999999')).toBe('0.999999')
  })

  it('drops trailing zeros and an empty fraction', () => {
    expect(formatToAmount('0.5000000')).toBe('0.5')
    expect(formatToAmount('12.0000001')).toBe('12')
    expect(formatToAmount('7')).toBe('7')
  })

  it('gives back text that is not a plain decimal', () => {
    expect(formatToAmount('')).toBe('')
    expect(formatToAmount('1e-7')).toBe('1e-7')
  })
})
