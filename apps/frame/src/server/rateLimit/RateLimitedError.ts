import { BaseError } from '@latch/protocol'
import { cooldownError } from '@/embedded/api/errors'

/**
 * A request over one of its limits: answered 429 with `Retry-After` and the rate-limit text of docs/behaviour.md#validation,
 * 'Please try again after N seconds', with N also in the body as `retryAfterSeconds` (as the mail
 * cooldown answers, so the frame reads both alike).
 *
 * @example
 * throw new RateLimitedError(42)
 */
export class RateLimitedError extends BaseError {
  override name = 'RateLimitedError' as const
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number) {
    super(cooldownError(retryAfterSeconds))
    this.retryAfterSeconds = retryAfterSeconds
  }

  /** The JSON body of the answer. */
  toBody(): { error: string; retryAfterSeconds: number } {
    return { error: this.message, retryAfterSeconds: this.retryAfterSeconds }
  }
}
