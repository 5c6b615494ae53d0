import { ApiError } from './ApiError'

// SQLSTATE class 22, "data exception": the value was at fault, not the database (22021 invalid byte
// sequence such as NUL, 22P05 untranslatable character, 22003 numeric out of range, 22P02 invalid
// text representation, 22001 string too long, 22008 datetime out of range…).
const dataException = /^22[0-9A-Z]{3}$/

// Drizzle wraps the driver's error (DrizzleQueryError), and callers may wrap it again.
const maxCauses = 5

/**
 * The 400 to answer when `error` is the database refusing a value the request carried (SQLSTATE class
 * 22, on the error or any of its causes, as PGlite and node-postgres report it in `code`), or
 * undefined for any other error. No part of the database's message reaches the caller.
 *
 * @example
 * catch (thrown) {
 *   const error = databaseInputError(thrown) ?? thrown
 * }
 */
export function databaseInputError(error: unknown): ApiError | undefined {
  let current = error
  for (let depth = 0; depth <= maxCauses && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && dataException.test(code))
      return new ApiError(400, 'Invalid input: a value is out of range or not valid text')
    current = cause
  }
  return undefined
}
