import { z } from 'zod'
import { canonicalTimeZone } from './canonicalTimeZone'

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
