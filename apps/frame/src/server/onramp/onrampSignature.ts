import { createHmac } from 'node:crypto'

/**
 * The signature of a checkout link: hex HMAC-SHA256 under the onramp key of its canonical string,
 * which is every parameter but `signature`, sorted by name, written as a query string. Sorting makes
 * the signature independent of the order the parameters are listed in.
 *
 * @example
 * onrampSignature({ session: 'a1', provider: 'sandpay', fiatAmount: '50.00' }, 'latch-onramp-sandbox-key')
 * // HMAC-SHA256 of 'fiatAmount=50.00&provider=sandpay&session=a1', in hex
 */
export function onrampSignature(params: Readonly<Record<string, string>>, key: string): string {
  const sorted = Object.entries(params)
    .filter(([name]) => name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHmac('sha256', key).update(new URLSearchParams(sorted).toString()).digest('hex')
}
