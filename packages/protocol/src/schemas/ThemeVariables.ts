import { isSafeThemeValue } from '../isSafeThemeValue'
import { sanitizeThemeVariables } from '../sanitizeThemeVariables'
import { themeVariableKeys } from '../themeVariableKeys'
import * as z from '../z'

/** The host's theme overrides: known keys only, values that cannot escape a CSS declaration. */
export const ThemeVariables = z.partialRecord(
  z.enum(themeVariableKeys),
  z.union([z.string(), z.number()]).check(z.refine((value) => isSafeThemeValue(value), 'unsafe theme value')),
)
export type ThemeVariables = z.infer<typeof ThemeVariables>

/**
 * The theme overrides of the SDK's options, which `init` carries as the host gave them: the host
 * cannot be told of a refusal there, so unknown keys and unsafe values are dropped one by one
 * (sanitizeThemeVariables) rather than failing the handshake or costing the rest of the theme.
 */
export const InitThemeVariables = z.optional(z.pipe(z.unknown(), z.transform(sanitizeThemeVariables)))
