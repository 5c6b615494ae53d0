import english from '@/i18n/compiled/en/onramp'
import { knownTextOf } from '@/i18n/knownTextOf'

// The server refuses a checkout in English (a payment limit, fees that take the whole amount) and
// the flow words a missing link the same way; the view says each in the visitor's language.
const knownOnrampText = knownTextOf(english.onramp)

/**
 * Why a checkout did not open, in the visitor's language (`t`, the onramp room): the server's
 * reasons the room words, with the values they carried; any other text (a network's words) as it is.
 *
 * @example
 * onrampErrorText('The fees take the whole amount', de.onramp) // 'Die Gebühren verbrauchen den gesamten Betrag'
 */
export function onrampErrorText(text: string, t: (typeof english)['onramp']): string {
  return knownOnrampText(text, t)
}
