import { BaseError, type BaseErrorOptions } from '@latch/protocol'

/** The texts of docs/behaviour.md#errors for sign-in, the first three shown to the user, the others internal. */
export const siwxErrorMessages = {
  initialize: 'A problem occurred while trying initialize authentication',
  declined: 'Signature declined',
  smartAccount: 'This application might not support Smart Accounts',
  notEnabled: 'SIWX is not enabled',
  noAddress: 'No ActiveCaipAddress found',
  noNetwork: 'No ActiveCaipNetwork or client found',
  noClient: 'No ConnectionController client found',
} as const

type SiwxErrorMessage = (typeof siwxErrorMessages)[keyof typeof siwxErrorMessages]

/**
 * A sign-in that did not complete; its message is one of the texts of docs/behaviour.md#errors, `cause` what went wrong.
 *
 * @example
 * throw new SiwxError(siwxErrorMessages.declined, { cause: walletError })
 */
export class SiwxError extends BaseError {
  override name = 'SiwxError' as const
  constructor(shortMessage: SiwxErrorMessage, options?: BaseErrorOptions) {
    super(shortMessage, options)
  }
}
