import { type Address, getAddress, type Hex, hexToBytes, isAddress, isHex } from 'viem'
import { UnreadableRequestError } from '../UnreadableRequestError'

/** A personal_sign message: its text when the bytes are printable UTF-8, else its hex. */
export type DescribedMessage = { format: 'text'; text: string } | { format: 'hex'; hex: Hex }

/**
 * personal_sign's parameters: the message and the account (some dapps send them the other way round).
 *
 * @example
 * readPersonalSign(['0x68656c6c6f', account]) // { account, message: { format: 'text', text: 'hello' } }
 */
export function readPersonalSign(params: readonly unknown[]): {
  account: Address
  message: DescribedMessage
} {
  const [first, second] = params
  if (typeof first !== 'string' || typeof second !== 'string')
    throw new UnreadableRequestError('personal_sign takes a message and an account')
  // The standard order is [message, account]; take [account, message] only when the first is an
  // address and the second is not, as MetaMask does.
  const swapped = isAddress(first, { strict: false }) && !isAddress(second, { strict: false })
  const [message, account] = swapped ? [second, first] : [first, second]
  if (!isAddress(account, { strict: false }))
    throw new UnreadableRequestError('personal_sign names no account')
  return { account: getAddress(account), message: describeMessage(message) }
}

function describeMessage(message: string): DescribedMessage {
  // A message that is not hex is text already (dapps send either).
  if (!isHex(message, { strict: true })) return describeMessageBytes(new TextEncoder().encode(message))
  if (message.length % 2 !== 0) throw new UnreadableRequestError('The message is not whole bytes of hex')
  return describeMessageBytes(hexToBytes(message))
}

// Control characters (but tab and line breaks) and the bidirectional overrides that can make a text
// read differently from what it says: a message holding them is shown as hex.
const unprintable = /[\p{Cc}\u202A-\u202E\u2066-\u2069\uFEFF\uFFFD]/u

/**
 * Message bytes as they are shown: printable UTF-8 as text, anything else as hex.
 *
 * @example
 * describeMessageBytes(new TextEncoder().encode('hello')) // { format: 'text', text: 'hello' }
 */
export function describeMessageBytes(bytes: Uint8Array): DescribedMessage {
  const hex = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}` as Hex
  if (bytes.length === 0) return { format: 'text', text: '' }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return { format: 'hex', hex }
  }
  return unprintable.test(text.replace(/[\t\n\r]/g, '')) ? { format: 'hex', hex } : { format: 'text', text }
}
