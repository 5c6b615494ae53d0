import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import type english from '@/i18n/compiled/en/names'
import { invalidNameText } from './invalidNameText'

const german = de.names as typeof english.names

describe('invalidNameText', () => {
  const tooShort = { input: 'ab.latch.id', refusal: { code: 'length', min: 3, max: 63 } } as const

  it('says the name and why in English by default, as the API answers it', () => {
    expect(invalidNameText(tooShort)).toBe(
      "Invalid name 'ab.latch.id': the label must be 3 to 63 characters long",
    )
  })

  it("says both in the visitor's language, the name as typed", () => {
    expect(invalidNameText(tooShort, german)).toBe(
      german.invalidName({ name: 'ab.latch.id', reason: german.ruleLength({ min: '3', max: '63' }) }),
    )
    expect(invalidNameText(tooShort, german)).not.toContain('characters long')
  })
})
