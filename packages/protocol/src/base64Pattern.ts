/**
 * Base64 as RFC 4648 writes it (the standard alphabet, padded to whole groups of four), empty
 * included: what wallets answer signatures and transactions in, and dapps send them in.
 *
 * @example
 * base64Pattern.test('cHNidP8B') // true
 */
export const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
