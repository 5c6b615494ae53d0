import { describe, expect, it } from 'vitest'
import { inTimeZones } from './inTimeZones'

describe('inTimeZones', () => {
  it('matches a zone by any of its names', () => {
    expect(inTimeZones('Asia/Kolkata', ['Asia/Calcutta'])).toBe(true)
    expect(inTimeZones('America/New_York', ['Europe/Paris', 'us/eastern'])).toBe(true)
  })

  it('matches nothing else', () => {
    expect(inTimeZones('America/Chicago', ['America/New_York'])).toBe(false)
    expect(inTimeZones('America/New_York', [])).toBe(false)
    expect(inTimeZones('Nowhere', ['Nowhere'])).toBe(false)
  })
})
