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
