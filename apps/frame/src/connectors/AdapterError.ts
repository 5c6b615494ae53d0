import { BaseError, type BaseErrorOptions } from '@latch/protocol'

/**
 * The texts of the chain adapter's own failures, worded as the wallet-connection world words them
 * (docs/errors.md): signing a message through the connected wallet, and estimating a transaction's
 * gas on its network.
 */
export const adapterErrorMessages = {
  signMessage: 'WagmiAdapter:signMessage - Sign message failed',
  estimateGas: 'WagmiAdapter:estimateGas - error estimating gas',
} as const

type AdapterErrorMessage = (typeof adapterErrorMessages)[keyof typeof adapterErrorMessages]

/**
 * A failure of the chain adapter: its message is one of `adapterErrorMessages`, `details` what the
 * wallet or the node said, `cause` their error.
 *
 * @example
 * throw new AdapterError(adapterErrorMessages.estimateGas, { details: 'execution reverted', cause })
 */
export class AdapterError extends BaseError {
  override name = 'AdapterError' as const
  constructor(shortMessage: AdapterErrorMessage, options?: BaseErrorOptions) {
    super(shortMessage, options)
  }
}
