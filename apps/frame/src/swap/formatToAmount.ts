import { limits } from '@latch/shared-types'

/**
 * The amount a swap yields as the views show it (docs/behaviour.md#constants-and-limits: 6 decimals): the fraction cut, not
 * rounded, to 6 digits, so that what is shown is never more than what is quoted, and trailing zeros
 * dropped. Text that is not a plain decimal is given back as it is.
 *
 * @example
 * formatToAmount('2987.6543219') // '2987.654321'
 * formatToAmount('0.5000000') // '0.5'
 */
export function formatToAmount(decimal: string): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(decimal.trim())
  if (!match) return decimal
  const [, whole = '0', fraction = ''] = match
  const kept = fraction.slice(0, limits.swap.toAmountDecimals).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}
