import { describe, expect, it } from 'vitest'
import { TimeZone } from './TimeZone'

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
