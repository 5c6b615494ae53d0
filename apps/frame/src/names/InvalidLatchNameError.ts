import { BaseError } from '@latch/protocol'
import { invalidNameText } from './invalidNameText'
import type { NameRefusal } from './NameRefusal'

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
    super(invalidNameText({ input: shown, refusal }))
    this.input = shown
    this.refusal = refusal
  }
}
