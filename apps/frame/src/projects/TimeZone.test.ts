import { describe, expect, it } from 'vitest'
import { canonicalTimeZone, inTimeZones, TimeZone } from './TimeZone'

describe('TimeZone', () => {
  it.each(['Europe/Paris', 'America/New_York', 'UTC', 'asia/tokyo', 'US/Eastern'])('accepts %j', (zone) => {
    expect(TimeZone.parse(zone)).toBe(zone)
  })

  it.each(['Mars/Olympus', '', '+01:00', 'Europe/Paris '])('refuses %j, naming it', (zone) => {
    const result = TimeZone.safeParse(zone)
    expect(result.error?.issues[0]?.message).toBe(
      `Unknown time zone ${JSON.stringify(zone)}: expected an IANA name such as "Europe/Paris" or "UTC"`,
    )
  })

  it('refuses a name longer than 64 characters', () => {
    expect(TimeZone.safeParse(`Europe/${'x'.repeat(60)}`).success).toBe(false)
  })
})

describe('canonicalTimeZone', () => {
  it("answers the runtime's name whatever the spelling", () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo')
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York')
    expect(canonicalTimeZone('Asia/Kolkata')).toBe(canonicalTimeZone('Asia/Calcutta'))
    expect(canonicalTimeZone('Nowhere')).toBeUndefined()
  })
})

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
