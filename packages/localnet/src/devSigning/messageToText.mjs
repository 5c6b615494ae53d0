import { hexToBytes, isHex } from 'viem'

/**
 * What the user reads before signing a `personal_sign` message: the UTF-8 text when the bytes
 * are printable text, otherwise the hex itself, so binary payloads are never shown as garbage.
 * A message that is not hex was sent as plain text and is shown as it is.
 *
 * @example
 * messageToText('0x48656c6c6f') // 'Hello'
 * messageToText('0xff00fe') // '0xff00fe'
 *
 * @param {string} message
 * @returns {string}
 */
export function messageToText(message) {
  if (!isHex(message, { strict: true })) return message
  let text
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
  } catch {
    return message
  }
  return /\p{Cc}/u.test(text.replace(/[\t\n\r]/g, '')) ? message : text
}
