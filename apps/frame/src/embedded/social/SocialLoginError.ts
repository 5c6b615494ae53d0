import { BaseError, type BaseErrorOptions } from '@latch/protocol'

/**
 * Why a social login popup gave no code: the browser blocked it, the visitor closed it, the
 * provider refused (`denied` for access_denied, `provider` for its other errors or an unusable
 * authorization URL), or its answer carried another state than the one this login made.
 */
type SocialLoginFailure = 'blocked' | 'closed' | 'denied' | 'provider' | 'state'

const messages: Record<SocialLoginFailure, string> = {
  blocked: 'The login window was blocked by the browser',
  closed: 'The login window was closed',
  denied: 'The login was declined',
  provider: 'The login provider returned an error',
  state: 'The login answer did not match this login',
}

/**
 * A social login that ended without a code; `reason` says why, `shortMessage` is a plain sentence.
 *
 * @example
 * if (error instanceof SocialLoginError && error.reason === 'closed') showConnect()
 */
export class SocialLoginError extends BaseError {
  override name = 'SocialLoginError' as const
  declare readonly reason: SocialLoginFailure

  constructor(reason: SocialLoginFailure, options?: BaseErrorOptions) {
    super(messages[reason], options)
    this.reason = reason
  }
}
