import { walkError } from '@latch/protocol/walkError'

/** Postgres' unique_violation (23505), from either driver, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return walkError(error, (cause) => (cause as { code?: unknown }).code === '23505') !== undefined
}
