import { isSignedMessage, walletAnswerProblem } from '@latch/protocol'
import { stringToHex } from 'viem'
import { AdapterError, adapterErrorMessages } from './AdapterError'

/**
 * personal_sign of a text message through a wallet's request function. Whatever stops it (the user
 * declined, the wallet failed, or answered something that is not a signature) rejects with the
 * adapter's 'WagmiAdapter:signMessage - Sign message failed', the wallet's words in `details` and
 * its error as `cause`.
 *
 * @example
 * const signature = await personalSign(connection.walletRequest, address)('Sign in to shop.example')
 */
export function personalSign(
  request: (method: string, params: unknown) => Promise<unknown>,
  address: string,
): (message: string) => Promise<`0x${string}`> {
  return async (message) => {
    let answer: unknown
    try {
      answer = await request('personal_sign', [stringToHex(message), address])
    } catch (cause) {
      throw new AdapterError(adapterErrorMessages.signMessage, {
        details: cause instanceof Error ? cause.message : String(cause),
        cause,
      })
    }
    if (!isSignedMessage(answer))
      throw new AdapterError(adapterErrorMessages.signMessage, {
        details: walletAnswerProblem('personal_sign', answer),
      })
    return answer
  }
}
