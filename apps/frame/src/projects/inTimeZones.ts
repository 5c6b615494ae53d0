import { canonicalTimeZone } from './canonicalTimeZone'

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
