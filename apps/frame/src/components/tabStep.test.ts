import { describe, expect, it } from 'vitest'
import { tabStep } from './tabStep'

describe('tabStep', () => {
  it('moves forward with the arrow the text reads toward', () => {
    expect(tabStep('ArrowRight', 'ltr')).toBe(1)
    expect(tabStep('ArrowLeft', 'ltr')).toBe(-1)
    expect(tabStep('ArrowLeft', 'rtl')).toBe(1)
    expect(tabStep('ArrowRight', 'rtl')).toBe(-1)
  })

  it('reads a document without a direction as left to right, and ignores other keys', () => {
    expect(tabStep('ArrowRight', '')).toBe(1)
    expect(tabStep('ArrowDown', 'rtl')).toBe(0)
    expect(tabStep('Enter', 'ltr')).toBe(0)
  })
})
