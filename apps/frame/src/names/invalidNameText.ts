import english from '@/i18n/compiled/en/names'
import { nameRefusalText } from './nameRefusalText'
import type { InvalidName } from './RegisterNameState'

/**
 * A refused name and why, in a language (`t`, the names room, English by default): "Invalid name
 * '<name>': <reason>", the API's English, or the visitor's language in a view.
 *
 * @example
 * invalidNameText({ input: 'ab.latch.id', refusal: { code: 'length', min: 3, max: 63 } })
 * // "Invalid name 'ab.latch.id': the label must be 3 to 63 characters long"
 */
export function invalidNameText(invalid: InvalidName, t: (typeof english)['names'] = english.names): string {
  return t.invalidName({ name: invalid.input, reason: nameRefusalText(invalid.refusal, t) })
}
