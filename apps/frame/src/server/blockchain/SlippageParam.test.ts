import { describe, expect, it } from 'vitest'
import { SlippageParam } from './SlippageParam'

describe('SlippageParam', () => {
  it('reads a percentage from a number or a numeric string, 1 when absent', () => {
    expect(SlippageParam.parse(0.5)).toBe(0.5)
    expect(SlippageParam.parse('2.25')).toBe(2.25)
    expect(SlippageParam.parse(undefined)).toBe(1)
  })

  it('allows 0 to 50 percent and nothing else', () => {
    expect(SlippageParam.parse(0)).toBe(0)
    expect(SlippageParam.parse('50')).toBe(50)
    for (const value of [50.01, -1, '-1', 'abc', '1%', null])
      expect(SlippageParam.safeParse(value).success, String(value)).toBe(false)
  })
})
