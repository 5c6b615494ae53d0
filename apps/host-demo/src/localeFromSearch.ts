/**
 * The language this page asks Latch for: `?locale=<tag>`, as given (Latch falls back to the
 * browser's languages for one it does not speak); none without it.
 */
export function localeFromSearch(search: string): string | undefined {
  return new URLSearchParams(search).get('locale') ?? undefined
}
