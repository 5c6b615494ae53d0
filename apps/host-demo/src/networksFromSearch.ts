/**
 * The networks this page asks Latch for: `?networks=` as CAIP-2 ids separated by commas, to try
 * Latch with a wallet on a network the page did not ask for; `all` without it (or when empty).
 */
export function networksFromSearch(search: string, all: readonly string[]): string[] {
  const asked = (new URLSearchParams(search).get('networks') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  return asked.length > 0 ? asked : [...all]
}
