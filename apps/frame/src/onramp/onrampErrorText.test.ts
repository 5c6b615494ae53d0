import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import en from '@/i18n/compiled/en/onramp'
import { onrampErrorText } from './onrampErrorText'

const german = de.onramp as typeof en.onramp

describe('onrampErrorText', () => {
  it("says the server's reasons and the missing link in the visitor's language, with their values", () => {
    expect(onrampErrorText('The fees take the whole amount', german)).toBe(
      'Die Gebühren verbrauchen den gesamten Betrag',
    )
    expect(onrampErrorText('The server answered no checkout link', german)).toBe(
      'Der Server hat keinen Link zur Kasse geliefert',
    )
    expect(onrampErrorText('The least you can pay from a bank account is 10.00 EUR', german)).toBe(
      german.leastBank({ amount: '10.00', currency: 'EUR' }),
    )
  })

  it('keeps English as it is, and any other text as it came', () => {
    expect(onrampErrorText('The fees take the whole amount', en.onramp)).toBe(
      'The fees take the whole amount',
    )
    expect(onrampErrorText('Expected a token of Latch Devnet A', german)).toBe(
      'Expected a token of Latch Devnet A',
    )
  })
})
