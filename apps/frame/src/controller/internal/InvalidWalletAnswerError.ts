import { ProviderRpcError } from '@latch/protocol'

/**
 * -32603: the wallet answered a signing or sending request with something that is not what the
 * method returns (see walletAnswerProblem): the host gets this, never the malformed answer.
 *
 * @example
 * throw new InvalidWalletAnswerError('The wallet answered personal_sign with something other than a signed message.')
 */
export class InvalidWalletAnswerError extends ProviderRpcError {
  override name = 'InvalidWalletAnswerError' as const
  constructor(message: string) {
    super(-32603, message)
  }
}
