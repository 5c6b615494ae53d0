import { describe, expect, it } from 'vitest'
import { isLocalMode } from './isLocalMode'

describe('isLocalMode', () => {
  it('is local with LATCH_MODE unset, empty or local, and not otherwise', () => {
    expect(isLocalMode({})).toBe(true)
    expect(isLocalMode({ LATCH_MODE: '' })).toBe(true)
    expect(isLocalMode({ LATCH_MODE: 'local' })).toBe(true)
    expect(isLocalMode({ LATCH_MODE: 'upstream' })).toBe(false)
    expect(isLocalMode({ LATCH_MODE: 'Local' })).toBe(false)
  })
})
