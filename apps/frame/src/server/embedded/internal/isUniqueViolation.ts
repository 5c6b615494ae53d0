/** Postgres' unique_violation (23505), from either driver, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let cause: unknown = error
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    if ((cause as { code?: unknown }).code === '23505') return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}
