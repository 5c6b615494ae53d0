import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'

type InputErrorMessages = (typeof inputErrorsMessages)['inputErrors']
const english = inputErrorsMessages.inputErrors

// The checks of an amount, a recipient and a swap (parseDecimalAmount, validateSend, validateSwap)
// return the English text that docs/behaviour.md's errors name; a view shows it in the visitor's
// language by what it says in English.
const fixed = new Map<string, Exclude<keyof InputErrorMessages, 'atMostPlaces'>>(
  (Object.keys(english) as (keyof InputErrorMessages)[])
    .filter((key) => key !== 'atMostPlaces')
    .map((key) => [
      (english[key] as () => string)(),
      key as Exclude<keyof InputErrorMessages, 'atMostPlaces'>,
    ]),
)

/**
 * An input error in the visitor's language: one of the checks' own texts through the room's
 * messages, anything else (a wallet's or the server's words) as it is.
 *
 * @example
 * inputErrorText('Insufficient balance', de.inputErrors) // 'Unzureichendes Guthaben'
 * inputErrorText('At most 6 decimal places', fr.inputErrors) // '6 décimales au plus'
 */
export function inputErrorText(error: string, t: InputErrorMessages): string {
  const key = fixed.get(error)
  if (key) return t[key]()
  const count = Number(/\d+/.exec(error)?.[0])
  if (Number.isSafeInteger(count) && english.atMostPlaces({ count }) === error)
    return t.atMostPlaces({ count })
  return error
}
