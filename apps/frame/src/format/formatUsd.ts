const known = new Map<string, { group: string; decimal: string }>()

/**
 * How a language writes a number's thousands and its fraction ("1,234.5" in English, "1.234,5" in
 * German, "1 234,5" in French), for amounts kept as exact decimal strings that Intl's float
 * formatting would round.
 *
 * @example
 * numberSeparators('de') // { group: '.', decimal: ',' }
 */
export function numberSeparators(locale = 'en'): { group: string; decimal: string } {
  let separators = known.get(locale)
  if (!separators) {
    const parts = new Intl.NumberFormat(locale).formatToParts(11111.1)
    separators = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    }
    known.set(locale, separators)
  }
  return separators
}

const usd = new Map<string, Intl.NumberFormat>()

/**
 * A USD amount as people read it in the visitor's language (English unless `locale` says): two
 * decimals, thousands separated, and "<$0.01" for a dust value that would otherwise read as nothing.
 *
 * @example
 * formatUsd(1234.5) // '$1,234.50'
 * formatUsd(1234.5, 'de') // '1.234,50 $'
 * formatUsd(0.004) // '<$0.01'
 */
export function formatUsd(value: number, locale = 'en'): string {
  let format = usd.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    usd.set(locale, format)
  }
  if (!Number.isFinite(value)) return format.format(0)
  if (value > 0 && value < 0.01) return `<${format.format(0.01)}`
  return format.format(value)
}

/**
 * A token quantity (a decimal string, any precision) shortened for a list: at most `digits`
 * significant fractional digits, thousands separated as the visitor's language writes them, no
 * float rounding of the integer part.
 *
 * @example
 * formatAmount('1234.567891') // '1,234.5678'
 * formatAmount('1234.567891', 4, 'de') // '1.234,5678'
 * formatAmount('0.000001234') // '0.000001234'
 */
export function formatAmount(numeric: string, digits = 4, locale = 'en'): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(numeric.trim())
  if (!match) return numeric
  const [, sign = '', whole = '0', fraction = ''] = match
  const { group, decimal } = numberSeparators(locale)
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, group)
  const trimmed = fraction.replace(/0+$/, '')
  // Small amounts keep their first significant digits rather than reading as 0.
  const leadingZeros = /^0*/.exec(trimmed)?.[0].length ?? 0
  const keep = whole.replace(/^0+/, '') === '' ? leadingZeros + digits : digits
  const shown = trimmed.slice(0, keep).replace(/0+$/, '')
  return `${sign}${grouped}${shown ? `${decimal}${shown}` : ''}`
}
