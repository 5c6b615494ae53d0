import { z } from 'zod'
import { isSafeThemeValue } from '../isSafeThemeValue'
import { themeVariableKeys } from '../themeVariableKeys'

/** The host's theme overrides: known keys only, values that cannot escape a CSS declaration. */
export const ThemeVariables = z.partialRecord(
  z.enum(themeVariableKeys),
  z.union([z.string(), z.number()]).refine((value) => isSafeThemeValue(value), 'unsafe theme value'),
)
export type ThemeVariables = z.infer<typeof ThemeVariables>
