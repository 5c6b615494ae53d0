import { BaseError } from '@latch/protocol'

/**
 * A name that cannot be registered under `.latch.id`, with the reason in words: the message is
 * "Invalid name '<name>': <reason>", the text the API answers and the registration view shows.
 *
 * @example
 * throw new InvalidLatchNameError('ab.latch.id', 'the label must be 3 to 63 characters long')
 */
export class InvalidLatchNameError extends BaseError {
  override name = 'InvalidLatchNameError' as const
  /** Why, without the name: "empty label", "invalid character (U+0021)", ... */
  readonly reason: string

  constructor(input: string, reason: string) {
    super(`Invalid name '${input.slice(0, 100)}': ${reason}`)
    this.reason = reason
  }
}
