import { walletAnswerProblem } from '@latch/protocol'
import { base58 } from '@scure/base'
import { AdapterError, adapterErrorMessages } from './AdapterError'

/** The request that signs a text message as an account of each namespace, and its parameters. */
const signRequests = {
  // Its UTF-8 bytes, in base58 as the method takes them.
  solana: (message: string, address: string) =>
    [
      'solana_signMessage',
      { message: base58.encode(new TextEncoder().encode(message)), pubkey: address },
    ] as const,
  // The text itself, signed in BIP-322's simple format (the method's default).
  bip122: (message: string, address: string) =>
    ['bip122_signMessage', { account: address, message }] as const,
}

/**
 * Signs a text message as a Solana or Bitcoin account through a wallet's request function
 * (`solana_signMessage` or `bip122_signMessage`), answering the signature as the method does (base58
 * for Solana, base64 for Bitcoin). Whatever stops it (the user declined, the wallet failed, or
 * answered something that is not a signature) rejects as personalSign does: the adapter's
 * sign-message error, the wallet's words in `details` and its error as `cause`.
 *
 * @example
 * const signature = await signAccountText(connection.walletRequest, 'solana', solanaAccount.address)('Sign in to shop.example')
 */
export function signAccountText(
  request: (method: string, params: unknown) => Promise<unknown>,
  namespace: keyof typeof signRequests,
  address: string,
): (message: string) => Promise<string> {
  return async (message) => {
    const [method, params] = signRequests[namespace](message, address)
    let answer: unknown
    try {
      answer = await request(method, params)
    } catch (cause) {
      throw new AdapterError(adapterErrorMessages.signMessage, {
        details: cause instanceof Error ? cause.message : String(cause),
        cause,
      })
    }
    const problem = walletAnswerProblem(method, answer)
    if (problem) throw new AdapterError(adapterErrorMessages.signMessage, { details: problem })
    return (answer as { signature: string }).signature
  }
}
