import { BaseError } from '@latch/protocol'

/**
 * A login that waited for the wallet's second factor ended without its code: the visitor left
 * SecondFactor or closed the modal. The login ends; the device got no share of the key.
 *
 * @example
 * if (error instanceof SecondFactorCancelledError) backToConnect()
 */
export class SecondFactorCancelledError extends BaseError {
  override name = 'SecondFactorCancelledError' as const
  constructor() {
    super('The login needs the code of your authenticator app')
  }
}
