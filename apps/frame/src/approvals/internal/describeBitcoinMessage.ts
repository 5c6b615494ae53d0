import { UnreadableRequestError } from '../UnreadableRequestError'
import { type DescribedMessage, describeMessageBytes } from './describeMessage'

/**
 * bip122_signMessage's parameters: the account that signs and the message, text, shown as text, or
 * as hex where it holds characters that do not print.
 *
 * @example
 * readBitcoinMessage({ account: 'bcrt1q…', message: 'hello' }) // { account: 'bcrt1q…', message: { format: 'text', text: 'hello' } }
 */
export function readBitcoinMessage(params: unknown): { account: string; message: DescribedMessage } {
  const { message, account } = (params ?? {}) as { message?: unknown; account?: unknown }
  if (typeof message !== 'string' || typeof account !== 'string')
    throw new UnreadableRequestError('bip122_signMessage takes a message and an account')
  return { account, message: describeMessageBytes(new TextEncoder().encode(message)) }
}
