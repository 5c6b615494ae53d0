/**
 * A fiat amount such as '50', '50.5' or '50.00' in whole cents; undefined for anything else
 * (signs, exponents, a third decimal, more than 12 digits before the point).
 *
 * @example
 * parseFiatCents('50.5') // 5050n
 * parseFiatCents('7500.001') // undefined
 */
export function parseFiatCents(decimal: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(decimal)
  if (!match) return undefined
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/**
 * Whole cents as the decimal string the onramp calls carry, always with two decimals.
 *
 * @example
 * formatFiatCents(5n) // '0.05'
 * formatFiatCents(750000n) // '7500.00'
 */
export function formatFiatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const value = cents < 0n ? -cents : cents
  return `${sign}${value / 100n}.${String(value % 100n).padStart(2, '0')}`
}
