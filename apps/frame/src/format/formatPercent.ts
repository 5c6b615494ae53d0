const formats = new Map<string, Intl.NumberFormat>()

/**
 * A percentage as the visitor's language writes it ("0.85%" in English, "0,85 %" in German and
 * French, "%0,85" in Turkish), from its value in percent, with at most `digits` decimals (and
 * exactly `digits` where `fixed`).
 *
 * @example
 * formatPercent(0.85) // '0.85%'
 * formatPercent(1.5, 'de') // '1,5 %'
 * formatPercent(0, 'en', 2, true) // '0.00%'
 */
export function formatPercent(percent: number, locale = 'en', digits = 2, fixed = false): string {
  const key = `${locale}:${digits}:${fixed}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: fixed ? digits : 0,
      maximumFractionDigits: digits,
    })
    formats.set(key, format)
  }
  return format.format(percent / 100)
}
