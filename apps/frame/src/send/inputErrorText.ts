import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import { knownTextOf } from '@/i18n/knownTextOf'

type InputErrorMessages = (typeof inputErrorsMessages)['inputErrors']

// The checks of an amount, a recipient and a swap (parseDecimalAmount, validateSend, validateSwap,
// the recipient resolvers and the Solana and Bitcoin send plans) return the English texts that
// docs/behaviour.md's errors name; a view shows one in the visitor's language by what it says in
// English, with the values it carries read back.
const knownInputError = knownTextOf(inputErrorsMessages.inputErrors)

/**
 * An input error in the visitor's language: one of the checks' own texts through the room's
 * messages (with the values the English carried), anything else (a wallet's or the server's words)
 * as it is.
 *
 * @example
 * inputErrorText('Insufficient balance', de.inputErrors) // 'Unzureichendes Guthaben'
 * inputErrorText('At most 6 decimal places', fr.inputErrors) // '6 décimales au plus'
 * inputErrorText('No address found for bob.eth', de.inputErrors) // 'Keine Adresse für bob.eth gefunden'
 */
export function inputErrorText(error: string, t: InputErrorMessages): string {
  return knownInputError(error, t)
}
