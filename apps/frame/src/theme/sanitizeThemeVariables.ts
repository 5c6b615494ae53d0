import {
  type ThemeVariableName,
  type ThemeVariables,
  themeVariableChecks,
  themeVariableNames,
} from './ThemeVariables'

/**
 * Keeps the known theme variables whose values have a safe shape and drops everything else, one key at
 * a time, so that one bad value from the host does not cost it the rest of its theme.
 */
export function sanitizeThemeVariables(input: unknown): ThemeVariables {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {}
  const safe: Partial<Record<ThemeVariableName, unknown>> = {}
  for (const name of themeVariableNames) {
    if (!Object.hasOwn(input, name)) continue
    const value = themeVariableChecks[name](Reflect.get(input, name))
    if (value !== undefined) safe[name] = value
  }
  return safe as ThemeVariables
}
