import { describe, expect, it } from 'vitest'
import { canonicalTimeZone } from './canonicalTimeZone'

describe('canonicalTimeZone', () => {
  it("answers the runtime's name whatever the spelling", () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo')
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York')
    expect(canonicalTimeZone('Asia/Kolkata')).toBe(canonicalTimeZone('Asia/Calcutta'))
    expect(canonicalTimeZone('Nowhere')).toBeUndefined()
  })
})
