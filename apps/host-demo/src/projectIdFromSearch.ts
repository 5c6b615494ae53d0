/**
 * The Latch projectId this page uses: `?projectId=` from the URL, `latch-dev` without it, and
 * none for an explicit empty value, to show what Latch says when a project is not configured.
 */
export function projectIdFromSearch(search: string): string {
  return new URLSearchParams(search).get('projectId') ?? 'latch-dev'
}
