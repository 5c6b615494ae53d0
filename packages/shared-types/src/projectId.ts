/**
 * The form of every projectId: 1 to 64 letters, digits, `-` or `_` (the CLI makes 32 hex digits).
 * Checked before any lookup, so that a malformed id never reaches the database or a header.
 */
export const projectIdPattern = /^[A-Za-z0-9_-]{1,64}$/

/** What a malformed projectId is told, in the API's 400 and the project CLI's refusal. */
export const projectIdFormatMessage = 'Expected 1 to 64 letters, digits, "-" or "_"'

/**
 * Whether `value` is a well-formed projectId (not whether such a project exists).
 *
 * @example
 * isProjectId('latch-dev') // true
 * isProjectId('latch-dev\u0000') // false
 */
export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && projectIdPattern.test(value)
}
