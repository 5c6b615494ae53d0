import serverErrorsMessages from '@/i18n/compiled/en/serverErrors'
import { knownTextOf } from '@/i18n/knownTextOf'
import { useMessages } from '@/i18n/useMessages'

// The embedded wallet's server answers its refusals in English, the words docs/behaviour.md names
// ('Invalid code', 'Please try again after 12 seconds'); a passkey that gave nothing says why in
// English too. A view shows them in the visitor's language by what they say in English.
const knownServerError = knownTextOf(serverErrorsMessages.serverErrors)

/**
 * A function that gives an error the frame shows in the visitor's language: one of the embedded
 * wallet's refusals (its server's, or a passkey's) through the serverErrors room, with the values it
 * carried; anything else (a wallet's or a network's words) as it is.
 *
 * @example
 * const errorText = useServerErrorText()
 * errorText('Invalid code') // 'Ungültiger Code' for a German visitor
 */
export function useServerErrorText(): (text: string) => string {
  const t = useMessages(serverErrorsMessages)
  return (text) => knownServerError(text, t)
}
