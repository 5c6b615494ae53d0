// What every part of `npm run bench` reports with: quantiles of measured times and their format.

/**
 * The q-quantile (0.5 the median, 0.95 the p95) of `values`, the nearest rank; NaN with none.
 *
 * @example
 * quantile([3, 1, 2], 0.5) // 2
 * @param {number[]} values
 * @param {number} q
 */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

/**
 * A time in milliseconds as the tables print it.
 *
 * @example
 * ms(12.345) // '12.3 ms'
 * @param {number} value
 */
export const ms = (value) => `${value.toFixed(1)} ms`

/**
 * One table row: the label, then the median and p95 of `values`.
 *
 * @example
 * row('open() → painted', times) // '| open() → painted | 12.3 ms | 20.1 ms |'
 * @param {string} label
 * @param {number[]} values
 */
export const row = (label, values) =>
  `| ${label} | ${ms(quantile(values, 0.5))} | ${ms(quantile(values, 0.95))} |`
