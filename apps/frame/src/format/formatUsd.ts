const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * A USD amount as people read it: two decimals, thousands separated, and "<$0.01" for a dust value
 * that would otherwise read as nothing.
 *
 * @example
 * formatUsd(1234.5) // '$1,234.50'
 * formatUsd(0.004) // '<$0.01'
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return usd.format(0)
  if (value > 0 && value < 0.01) return '<$0.01'
  return usd.format(value)
}

/**
 * A token quantity (a decimal string, any precision) shortened for a list: at most `digits`
 * significant fractional digits, thousands separated, no float rounding of the integer part.
 *
 * @example
 * formatAmount('1234.567891') // '1,234.5678'
 * formatAmount('0.000001234') // '0.000001234'
 */
export function formatAmount(numeric: string, digits = 4): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(numeric.trim())
  if (!match) return numeric
  const [, sign = '', whole = '0', fraction = ''] = match
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const trimmed = fraction.replace(/0+$/, '')
  // Small amounts keep their first significant digits rather than reading as 0.
  const leadingZeros = /^0*/.exec(trimmed)?.[0].length ?? 0
  const keep = whole.replace(/^0+/, '') === '' ? leadingZeros + digits : digits
  const shown = trimmed.slice(0, keep).replace(/0+$/, '')
  return `${sign}${grouped}${shown ? `.${shown}` : ''}`
}
