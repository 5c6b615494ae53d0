import { base58 } from '@scure/base'
import { UnreadableRequestError } from '../UnreadableRequestError'
import { type DescribedMessage, describeMessageBytes } from './describeMessage'

/**
 * solana_signMessage's `{ message, pubkey }`: the base58 message's bytes as text where they are
 * printable UTF-8 (a Sign-In With Solana message is), else as hex; and the account asked to sign.
 *
 * @example
 * readSolanaMessage({ message: 'Cn8eVZg', pubkey }) // { account: pubkey, message: { format: 'text', text: 'hello' } }
 */
export function readSolanaMessage(params: unknown): { account: string; message: DescribedMessage } {
  const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
  if (typeof message !== 'string' || typeof pubkey !== 'string')
    throw new UnreadableRequestError('solana_signMessage takes a message and an account')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    throw new UnreadableRequestError('The message is not base58')
  }
  return { account: pubkey, message: describeMessageBytes(bytes) }
}
