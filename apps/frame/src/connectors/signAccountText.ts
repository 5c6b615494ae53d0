import { walletAnswerProblem } from '@latch/protocol'
import { nearSignInPayload } from '@latch/protocol/nearSignIn'
import { base58, base64 } from '@scure/base'
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
  // NEP-413 signs a message for a recipient with a nonce: a sign-in names both (nearSignInPayload).
  near: (message: string, address: string) => {
    const payload = nearSignInPayload(message)
    if (!payload)
      throw new AdapterError(adapterErrorMessages.signMessage, {
        details: 'A NEAR account signs only a NEAR sign-in message here',
      })
    const { recipient, nonce } = payload
    return [
      'near_signMessage',
      { message, recipient, nonce: base64.encode(nonce), accountId: address },
    ] as const
  },
}

/**
 * Signs a text message as a Solana, Bitcoin or NEAR account through a wallet's request function
 * (`solana_signMessage`, `bip122_signMessage`, or `near_signMessage` for a NEAR sign-in's text),
 * answering the signature as the method does (base58 for Solana, base64 for Bitcoin and NEAR). Whatever stops it (the user declined, the wallet failed, or
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
