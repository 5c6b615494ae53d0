import { describe, expect, it } from 'vitest'
import { formatPercent } from './formatPercent'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatPercent', () => {
  it('writes a percentage as each language does', () => {
    expect(formatPercent(0.85)).toBe('0.85%')
    expect(plain(formatPercent(1.5, 'de'))).toBe('1,5 %')
    expect(plain(formatPercent(0.5, 'fr'))).toBe('0,5 %')
    expect(formatPercent(2, 'tr')).toBe('%2')
  })

  it('keeps at most the digits asked for, and exactly them where fixed', () => {
    expect(formatPercent(1.234)).toBe('1.23%')
    expect(formatPercent(1)).toBe('1%')
    expect(formatPercent(0, 'en', 2, true)).toBe('0.00%')
    expect(formatPercent(12.5, 'en', 1)).toBe('12.5%')
  })
})
