import { z } from 'zod'

/**
 * A time zone by its IANA name (`Europe/Paris`, `America/New_York`, `UTC`), as the runtime's `Intl`
 * knows it. Kept as written: runtimes disagree on which of two names of one zone is the canonical
 * one (`Asia/Kolkata` and `Asia/Calcutta`), so zones are compared by `sameTimeZone` where the visitor
 * is, never by their stored spelling.
 */
export const TimeZone = z
  .string()
  .max(64)
  .refine((name) => canonicalTimeZone(name) !== undefined, {
    error: (issue) =>
      `Unknown time zone ${JSON.stringify(issue.input)}: expected an IANA name such as "Europe/Paris" or "UTC"`,
  })
export type TimeZone = z.infer<typeof TimeZone>

/**
 * The runtime's own name of a time zone, whatever alias or letter case it was written in;
 * undefined for a name it does not know.
 *
 * @example
 * canonicalTimeZone('us/eastern') // 'America/New_York'
 * canonicalTimeZone('Mars/Olympus') // undefined
 */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * Whether the visitor's time zone is one of `zones`, aliases included (`Asia/Kolkata` matches a
 * listed `Asia/Calcutta`).
 *
 * @example
 * inTimeZones('America/New_York', ['US/Eastern']) // true
 */
export function inTimeZones(visitor: string, zones: readonly string[]): boolean {
  const here = canonicalTimeZone(visitor)
  return here !== undefined && zones.some((zone) => canonicalTimeZone(zone) === here)
}
