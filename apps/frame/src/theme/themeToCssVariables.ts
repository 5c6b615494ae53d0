import type { ThemeMode } from '@latch/shared-types'
import { checkThemeVariables } from './checkThemeVariables'
import { type ThemeTokenName, type ThemeTokens, themeTokens } from './themeTokens'

type ThemeCssVariables = Record<`--latch-${ThemeTokenName}`, string>

/** The tokens a host's --latch-color-mix tints: the surfaces, never the text or the status colours. */
const mixedTokens = ['background', 'surface', 'muted', 'border'] as const satisfies readonly ThemeTokenName[]

/**
 * The CSS custom properties for the modal root: the tokens of the mode with the host's overrides on
 * top. The overrides are sanitized here too, so an unchecked value can never reach the styles.
 */
export function themeToCssVariables(
  themeMode: ThemeMode,
  themeVariables: Readonly<Record<string, string | number | undefined>> = {},
): ThemeCssVariables {
  const overrides = checkThemeVariables(themeVariables)
  const tokens: ThemeTokens = { ...(themeMode === 'light' ? themeTokens.light : themeTokens.dark) }
  const accent = overrides['--latch-accent']
  if (accent) tokens.accent = accent
  const fontFamily = overrides['--latch-font-family']
  if (fontFamily) tokens['font-family'] = fontFamily
  const fontSize = overrides['--latch-font-size-master']
  if (fontSize) tokens['font-size-base'] = fontSize
  const radius = overrides['--latch-border-radius-master']
  if (radius) tokens.radius = radius
  const zIndex = overrides['--latch-z-index']
  if (zIndex !== undefined) tokens['z-index'] = String(zIndex)
  const mix = overrides['--latch-color-mix']
  const strength = overrides['--latch-color-mix-strength'] ?? 0
  if (mix && strength > 0) {
    for (const name of mixedTokens) tokens[name] = `color-mix(in srgb, ${mix} ${strength}%, ${tokens[name]})`
  }
  const entries = Object.entries(tokens).map(([name, value]) => [`--latch-${name}`, value])
  return Object.fromEntries(entries) as ThemeCssVariables
}
