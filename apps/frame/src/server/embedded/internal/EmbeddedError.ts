import { BaseError } from '@latch/protocol'
import { ApiError } from '../../api/ApiError'

/**
 * A refusal whose body carries more than ApiError's (`attemptsLeft`, `retryAfterSeconds`): routes
 * made with defineEmbeddedRoute answer it as JSON with its status.
 */
export class EmbeddedError extends BaseError {
  override name = 'EmbeddedError' as const
  readonly status: number
  readonly body: Record<string, unknown>

  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.body = { error: message, ...extra }
  }
}

/** 400 naming the parameter at fault, as handleApiRequest's own validation answers. */
export function parameterError(parameter: string, message: string): ApiError {
  return new ApiError(400, message, { parameter })
}
