import { isSafeThemeValue } from './isSafeThemeValue'
import { type ThemeVariableKey, themeVariableKeys } from './themeVariableKeys'

/**
 * Keeps only known theme variables with safe values, so a host's theme never fails the frame's
 * validation as a whole and never injects CSS.
 *
 * @example
 * sanitizeThemeVariables({ '--latch-accent': '#f0a', evil: 'x' }) // { '--latch-accent': '#f0a' }
 */
export function sanitizeThemeVariables(input: unknown): Partial<Record<ThemeVariableKey, string | number>> {
  const output: Partial<Record<ThemeVariableKey, string | number>> = {}
  if (typeof input !== 'object' || input === null) return output
  for (const key of themeVariableKeys) {
    const value = (input as Record<string, unknown>)[key]
    if (isSafeThemeValue(value)) output[key] = value
  }
  return output
}
