import { BaseError } from '@latch/protocol'

/**
 * A stored embedded-wallet session the server no longer accepts (revoked, or its refresh token ran
 * out): the user must log in again, and the frame says 'Session Expired' (docs/behaviour.md#errors).
 *
 * @example
 * if (error instanceof SessionExpiredError) showSessionExpired()
 */
export class SessionExpiredError extends BaseError {
  override name = 'SessionExpiredError' as const
  constructor() {
    super('Session Expired')
  }
}
