import { z } from 'zod'
import {
  SafeCssColor,
  SafeCssLength,
  SafeFontFamily,
  SafePercentage,
  SafeZIndex,
} from './internal/safeCssValues'

/**
 * The host's theme overrides, named after those of the well-known modal kits. Every value is checked
 * for a safe shape, since the host page is not trusted with the frame's styles.
 */
export const ThemeVariables = z.object({
  '--latch-accent': SafeCssColor.optional(),
  '--latch-color-mix': SafeCssColor.optional(),
  /** How much of --latch-color-mix goes into the surfaces, in percent. */
  '--latch-color-mix-strength': SafePercentage.optional(),
  '--latch-font-family': SafeFontFamily.optional(),
  '--latch-font-size-master': SafeCssLength.optional(),
  '--latch-border-radius-master': SafeCssLength.optional(),
  '--latch-z-index': SafeZIndex.optional(),
})

export type ThemeVariables = z.infer<typeof ThemeVariables>

export type ThemeVariableName = keyof ThemeVariables

export const themeVariableNames = Object.keys(ThemeVariables.shape) as ThemeVariableName[]
