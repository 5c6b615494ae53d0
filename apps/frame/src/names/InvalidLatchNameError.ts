import { BaseError } from '@latch/protocol'
import english from '@/i18n/compiled/en/names'
import type { NameRefusal } from './NameRefusal'
import { nameRefusalText } from './nameRefusalText'

/**
 * A name that cannot be registered under `.latch.id`, with the reason: the message is "Invalid
 * name '<name>': <reason>" in English, the text the API answers; `refusal` is the reason as data,
 * which the registration view says in the visitor's language.
 *
 * @example
 * throw new InvalidLatchNameError('ab.latch.id', { code: 'length', min: 3, max: 63 })
 */
export class InvalidLatchNameError extends BaseError {
  override name = 'InvalidLatchNameError' as const
  /** Why, without the name. */
  readonly refusal: NameRefusal
  /** The name as refused, cut to 100 characters. */
  readonly input: string

  constructor(input: string, refusal: NameRefusal) {
    const shown = input.slice(0, 100)
    super(english.names.invalidName({ name: shown, reason: nameRefusalText(refusal) }))
    this.input = shown
    this.refusal = refusal
  }
}
