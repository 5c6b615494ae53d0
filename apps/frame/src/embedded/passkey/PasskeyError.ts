import { BaseError, type BaseErrorOptions } from '@latch/protocol'

/**
 * Why a passkey ceremony gave no credential: the browser blocked its window, the visitor closed
 * it, the visitor (or the browser's timeout) cancelled the passkey prompt, or the browser cannot use
 * passkeys here.
 */
type PasskeyFailure = 'blocked' | 'closed' | 'cancelled' | 'unsupported'

const messages: Record<PasskeyFailure, string> = {
  blocked: 'The passkey window was blocked by the browser',
  closed: 'The passkey window was closed',
  cancelled: 'The passkey request was cancelled or timed out',
  unsupported: 'This browser cannot use a passkey here',
}

/**
 * A passkey ceremony that ended without a credential; `reason` says why, `shortMessage` is a plain
 * sentence the view shows.
 *
 * @example
 * if (error instanceof PasskeyError && error.reason === 'cancelled') showTryAgain()
 */
export class PasskeyError extends BaseError {
  override name = 'PasskeyError' as const
  declare readonly reason: PasskeyFailure

  constructor(reason: PasskeyFailure, options?: BaseErrorOptions) {
    super(messages[reason], options)
    this.reason = reason
  }
}
