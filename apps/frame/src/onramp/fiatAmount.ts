import { formatFiatCents, parseFiatCents } from '@latch/shared-types'

/**
 * A fiat amount typed by a person, written as the onramp calls take it (whole units, a dot, two
 * decimals), or undefined when it is not one: digits with at most two decimals, as checkOnrampAmount
 * reads them.
 *
 * @example
 * fiatAmount('50') // '50.00'
 * fiatAmount(' 007.5 ') // '7.50'
 * fiatAmount('1.005') // undefined
 */
export function fiatAmount(text: string): string | undefined {
  const cents = parseFiatCents(text.trim())
  return cents === undefined ? undefined : formatFiatCents(cents)
}
