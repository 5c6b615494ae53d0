/** Options of every Latch error: a longer explanation and the error that caused it. */
export type BaseErrorOptions = { details?: string | undefined; cause?: unknown }

/**
 * The one base class of Latch's errors: `shortMessage` is the text users see (the texts of
 * docs/behaviour.md#errors exactly), `details` explains, `cause` keeps the original error.
 *
 * @example
 * throw new BaseError('Failed to disconnect', { cause: error })
 */
export class BaseError extends Error {
  override name = 'BaseError'
  // `declare`: set in the constructor only, so no field definition weighs on the SDK's script tag;
  // the own properties and their order are the same.
  declare readonly shortMessage: string
  declare readonly details: string | undefined

  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    // Error takes `cause` from the options when they have one, and ignores `details`.
    super(shortMessage, options)
    this.shortMessage = shortMessage
    this.details = options.details
  }
}
