import { BaseError } from '@latch/protocol'

/**
 * An answer other than success, with the HTTP status and the text the caller sees. The texts of
 * docs/behaviour.md#errors go in `message` as they stand ('Network not supported for Swaps'); a bad parameter names it.
 *
 * @example
 * throw new ApiError(400, 'Network not supported for Gas Price')
 */
export class ApiError extends BaseError {
  override name = 'ApiError' as const
  readonly status: number
  readonly parameter: string | undefined
  readonly reason: string | undefined

  constructor(status: number, message: string, details: { parameter?: string; reason?: string } = {}) {
    super(message)
    this.status = status
    this.parameter = details.parameter
    this.reason = details.reason
  }

  /** The JSON body of the answer. */
  toBody(): { error: string; parameter?: string; reason?: string } {
    return {
      error: this.message,
      ...(this.parameter ? { parameter: this.parameter } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
    }
  }
}
