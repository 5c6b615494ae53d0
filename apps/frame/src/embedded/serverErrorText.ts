import english from '@/i18n/compiled/en/serverErrors'
import { knownTextOf } from '@/i18n/knownTextOf'

// The embedded wallet's server answers its refusals in English, the words docs/behaviour.md names
// ('Invalid code', 'Please try again after 12 seconds'); a passkey that gave nothing, or a social
// login's popup, says why in English too. The frame shows them in the visitor's language by what
// they say in English.
const knownServerError = knownTextOf(english.serverErrors)

/**
 * One of the embedded wallet's refusals (its server's, or a passkey's) in the visitor's language
 * (`t`, the serverErrors room), with the values it carried; any other text (a wallet's or a
 * network's words) as it is.
 *
 * @example
 * serverErrorText('Invalid code', de.serverErrors) // 'Ungültiger Code'
 */
export function serverErrorText(text: string, t: (typeof english)['serverErrors']): string {
  return knownServerError(text, t)
}
