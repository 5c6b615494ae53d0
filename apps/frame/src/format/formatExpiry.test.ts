import { describe, expect, it } from 'vitest'
import { formatExpiry } from './formatExpiry'

describe('formatExpiry', () => {
  it("writes unix seconds as a date and time in the locale's own way", () => {
    expect(formatExpiry(1_900_000_000, { locale: 'en-GB', timeZone: 'UTC' })).toBe('17 Mar 2030, 17:46')
    expect(formatExpiry(1_900_000_000, { locale: 'en-US', timeZone: 'UTC' })).toBe('Mar 17, 2030, 5:46 PM')
    expect(formatExpiry(1_900_000_000, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe(
      '17.03.2030, 18:46',
    )
  })
})
