// What every part of `npm run bench` measures and reports with: the frame's paint marks, quantiles
// of measured times and their format.

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
 * A byte count as the tables print it, in kilobytes of 1,000 B.
 *
 * @example
 * kb(61_234) // '61.2 KB'
 * @param {number} value
 */
export const kb = (value) => `${(value / 1000).toFixed(1)} KB`

/**
 * A byte count as the tables print it, in megabytes of 1,000,000 B.
 *
 * @example
 * mb(2_345_678) // '2.3 MB'
 * @param {number} value
 */
export const mb = (value) => `${(value / 1e6).toFixed(1)} MB`

/**
 * The median and p95 of `values` as table cells, each printed by `format`.
 *
 * @example
 * cells(times) // '12.3 ms | 20.1 ms'
 * @param {number[]} values
 * @param {(value: number) => string} [format]
 */
const cells = (values, format = ms) => `${format(quantile(values, 0.5))} | ${format(quantile(values, 0.95))}`

/**
 * One table row: the label, then the median and p95 of `values`.
 *
 * @example
 * row('open() → painted', times) // '| open() → painted | 12.3 ms | 20.1 ms |'
 * @param {string} label
 * @param {number[]} values
 */
export const row = (label, values) => `| ${label} | ${cells(values)} |`

/**
 * One row of a side-by-side table: the label, then the median and p95 of each of `columns`, each
 * printed by `format`.
 *
 * @example
 * rowOf('JS on load', [latchBytes, reactBytes], kb) // '| JS on load | 6.1 KB | 6.2 KB | 61.0 KB | 61.0 KB |'
 * @param {string} label
 * @param {number[][]} columns
 * @param {(value: number) => string} [format]
 */
export const rowOf = (label, columns, format = ms) =>
  `| ${label} | ${columns.map((values) => cells(values, format)).join(' | ')} |`

/**
 * Epoch milliseconds of the first performance mark of that name at or after `since` in `frame` (the
 * frame marks each view it paints, `latch:painted:<View>`); rejects after 30 s.
 *
 * @example
 * await markAfter(frame, 'latch:painted:Account', clicked)
 * @param {import('@playwright/test').Frame} frame
 * @param {string} name
 * @param {number} since
 */
export async function markAfter(frame, name, since) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const at = await frame
      .evaluate(
        ({ mark, after }) =>
          performance
            .getEntriesByName(mark)
            .map((entry) => performance.timeOrigin + entry.startTime)
            .find((time) => time >= after),
        { mark: name, after: since },
      )
      .catch(() => undefined)
    if (at !== undefined) return at
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${name} was not marked within 30 s`)
}

/**
 * Starts watching the host page for an element `[data-testid=<testId>]` whose text matches
 * `pattern`; the promise it returns answers the epoch milliseconds it first did. Arm it before the
 * action, await it after.
 *
 * @example
 * const connected = await watchHost(page, 'address', /^0x/)
 * await approve.click()
 * const at = await connected()
 * @param {import('@playwright/test').Page} page
 * @param {string} testId
 * @param {RegExp} pattern
 */
export async function watchHost(page, testId, pattern) {
  const name = `benchWatch_${testId}_${Date.now()}`
  await page.evaluate(
    ({ name, testId, source }) => {
      const matches = () =>
        new RegExp(source).test(document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '')
      window[name] = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!matches()) return
          observer.disconnect()
          resolve(performance.timeOrigin + performance.now())
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      })
    },
    { name, testId, source: pattern.source },
  )
  return () => page.evaluate((key) => window[key], name)
}
