import { type ThemeVariableKey, themeVariableKeys } from '@latch/protocol'
import { type CheckedThemeVariables, themeVariableChecks } from './themeVariableChecks'

/**
 * The frame's own check of a host's theme overrides, the last of two: the message schemas drop
 * (`init`, which carries the SDK's options as the host gave them: the protocol's
 * `InitThemeVariables`) or refuse (`syncTheme`) unknown keys and values with unsafe characters, and
 * this keeps each value only if it has its variable's own shape (a colour, a length, a percentage).
 * One key at a time, so that one bad value does not cost the host the rest of its theme.
 *
 * @example
 * checkThemeVariables({ '--latch-accent': '#f0a', '--latch-z-index': 'high' }) // { '--latch-accent': '#f0a' }
 */
export function checkThemeVariables(input: unknown): CheckedThemeVariables {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {}
  const safe: Partial<Record<ThemeVariableKey, unknown>> = {}
  for (const name of themeVariableKeys) {
    if (!Object.hasOwn(input, name)) continue
    const value = themeVariableChecks[name](Reflect.get(input, name))
    if (value !== undefined) safe[name] = value
  }
  return safe as CheckedThemeVariables
}
