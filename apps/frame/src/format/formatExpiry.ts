/**
 * When something that ends at `expiry` (unix seconds) ends, as a date and time in the user's locale
 * and time zone (or the ones given, for tests).
 *
 * @example
 * formatExpiry(1_900_000_000, { locale: 'en-GB', timeZone: 'UTC' }) // '17 Mar 2030, 17:46'
 */
export function formatExpiry(expiry: number, options: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(new Date(expiry * 1000))
}
