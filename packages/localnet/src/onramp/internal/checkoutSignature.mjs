import { createHmac } from 'node:crypto'

/**
 * The hex HMAC-SHA256 of a checkout link (docs: the onramp contract, "The checkout URL the server
 * signs"): over every param except `signature`, sorted by name, as
 * `new URLSearchParams(sorted).toString()`. Names are compared by UTF-16 code units, so the order
 * does not depend on a locale.
 * @example
 * checkoutSignature(new URLSearchParams({ session: 's', expires: '1' }), 'key')
 * // the HMAC of 'expires=1&session=s'
 * @param {Iterable<[string, string]>} params
 * @param {string} key
 * @returns {string}
 */
export function checkoutSignature(params, key) {
  const sorted = [...params]
    .filter(([name]) => name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHmac('sha256', key).update(new URLSearchParams(sorted).toString()).digest('hex')
}
