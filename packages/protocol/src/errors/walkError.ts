// How deep a chain of causes is followed: deeper than any library wraps, short of a cycle's cost.
const maxDepth = 20

/**
 * Walks `error` and its causes (`cause`, as viem's `BaseError.walk` does): the first of them for
 * which `matches` holds, or undefined; without `matches`, the deepest cause. Any object counts, not
 * only an Error (drivers throw plain objects with a `code`), and a cycle of causes ends the walk.
 * A function rather than a method of BaseError, so that the script-tag SDK, which never walks,
 * carries none of it.
 *
 * @example
 * walkError(error, (cause) => (cause as { code?: unknown }).code === '23505') // Postgres' unique_violation
 * walkError(error) // the root cause
 */
export function walkError(error: unknown, matches?: (cause: object) => boolean): unknown {
  const seen = new Set<unknown>()
  let current: unknown = error
  let deepest: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current) && seen.size <= maxDepth) {
    if (matches?.(current)) return current
    seen.add(current)
    deepest = current
    current = (current as { cause?: unknown }).cause
  }
  return matches ? undefined : deepest
}
