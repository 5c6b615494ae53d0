import type { TransactionHistoryItem } from '@latch/shared-types'

/** The items of one month, newest first; `label` is the month's name ("March"). */
type TransactionMonthGroup = { id: string; label: string; items: TransactionHistoryItem[] }
/** The months of one year that hold items, newest first. */
type TransactionYearGroup = { year: string; months: TransactionMonthGroup[] }

/**
 * The transactions list's groups (docs/behaviour.md#views-and-the-stack): by year, then by month, each newest first, items
 * newest first inside, by `metadata.minedAt`. Months are the visitor's own (their time zone unless
 * `timeZone` says another), like the times the list shows beside each item: a transfer made on
 * the last evening of a month is in that month for the person who made it, even where UTC has
 * turned the page. Years and months are named in the visitor's language (`locale`, English unless
 * given). An item without a readable time has no place and is left out.
 *
 * @example
 * groupTransactions(items, { timeZone: 'UTC' })
 * // [{ year: '2030', months: [{ id: '2030-March', label: 'March', items: [...] }] }]
 */
export function groupTransactions(
  items: readonly TransactionHistoryItem[],
  options: { timeZone?: string | undefined; locale?: string | undefined } = {},
): TransactionYearGroup[] {
  // Each named on its own, as a heading names it ("3月" in Japanese, "март" in Russian, not the
  // forms a full date takes).
  const zone = options.timeZone ? { timeZone: options.timeZone } : {}
  const yearFormat = new Intl.DateTimeFormat(options.locale ?? 'en', { year: 'numeric', ...zone })
  const monthFormat = new Intl.DateTimeFormat(options.locale ?? 'en', { month: 'long', ...zone })
  const dated = items
    .map((item) => ({ item, time: Date.parse(item.metadata.minedAt) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)
  const years: TransactionYearGroup[] = []
  for (const { item, time } of dated) {
    const year = yearFormat.format(time)
    const label = monthFormat.format(time)
    let group = years.at(-1)
    if (group?.year !== year) {
      group = { year, months: [] }
      years.push(group)
    }
    let month = group.months.at(-1)
    if (month?.label !== label) {
      month = { id: `${year}-${label}`, label, items: [] }
      group.months.push(month)
    }
    month.items.push(item)
  }
  return years
}
