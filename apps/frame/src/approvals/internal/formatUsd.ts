import { formatUnits } from 'viem'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * An amount's worth in US dollars, for display: `$1,234.56`, `< $0.01` for dust, `$0.00` for zero.
 *
 * @example
 * formatUsd(2n * 10n ** 18n, 18, 2500) // '$5,000.00'
 */
export function formatUsd(amount: bigint, decimals: number, usdPrice: number): string {
  // A float is enough for a displayed estimate; the amount itself is never rounded.
  const worth = Number(formatUnits(amount < 0n ? -amount : amount, decimals)) * usdPrice
  if (worth > 0 && worth < 0.01) return '< $0.01'
  return dollars.format(worth)
}
