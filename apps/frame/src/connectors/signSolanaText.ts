import { walletAnswerProblem } from '@latch/protocol'
import { base58 } from '@scure/base'
import { AdapterError, adapterErrorMessages } from './AdapterError'

/**
 * solana_signMessage of a text message (its UTF-8 bytes, in base58 as the method takes them) through
 * a wallet's request function, answering the base58 signature. Whatever stops it (the user declined,
 * the wallet failed, or answered something that is not a signature) rejects as personalSign does:
 * the adapter's sign-message error, the wallet's words in `details` and its error as `cause`.
 *
 * @example
 * const signature = await signSolanaText(connection.walletRequest, solanaAccount.address)('Sign in to shop.example')
 */
export function signSolanaText(
  request: (method: string, params: unknown) => Promise<unknown>,
  address: string,
): (message: string) => Promise<string> {
  return async (message) => {
    let answer: unknown
    try {
      answer = await request('solana_signMessage', {
        message: base58.encode(new TextEncoder().encode(message)),
        pubkey: address,
      })
    } catch (cause) {
      throw new AdapterError(adapterErrorMessages.signMessage, {
        details: cause instanceof Error ? cause.message : String(cause),
        cause,
      })
    }
    const problem = walletAnswerProblem('solana_signMessage', answer)
    if (problem) throw new AdapterError(adapterErrorMessages.signMessage, { details: problem })
    return (answer as { signature: string }).signature
  }
}
