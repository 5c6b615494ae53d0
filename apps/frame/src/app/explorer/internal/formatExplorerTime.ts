/**
 * A block time as the explorer writes it, in UTC to the second (the devnets' clocks are their own,
 * so no local time zone is implied).
 *
 * @example
 * formatExplorerTime(new Date('2026-01-02T03:04:05Z')) // '2026-01-02 03:04:05 UTC'
 */
export function formatExplorerTime(date: Date): string {
  const iso = date.toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`
}
