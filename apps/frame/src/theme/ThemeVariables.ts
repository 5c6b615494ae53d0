import {
  safeCssColor,
  safeCssLength,
  safeFontFamily,
  safePercentage,
  safeZIndex,
} from './internal/safeCssValues'

/**
 * The host's theme overrides, named after those of the well-known modal kits, each with the check of
 * its value: the value to use, or undefined for one without a safe shape, since the host page is not
 * trusted with the frame's styles.
 *
 * @example
 * themeVariableChecks['--latch-z-index']('50') // 50
 * themeVariableChecks['--latch-accent']('red;}') // undefined
 */
export const themeVariableChecks = {
  '--latch-accent': safeCssColor,
  '--latch-color-mix': safeCssColor,
  /** How much of --latch-color-mix goes into the surfaces, in percent. */
  '--latch-color-mix-strength': safePercentage,
  '--latch-font-family': safeFontFamily,
  '--latch-font-size-master': safeCssLength,
  '--latch-border-radius-master': safeCssLength,
  '--latch-z-index': safeZIndex,
}

export type ThemeVariableName = keyof typeof themeVariableChecks

/** The host's theme overrides, once checked: only the names it set with a safe value. */
export type ThemeVariables = {
  [Name in ThemeVariableName]?: Exclude<ReturnType<(typeof themeVariableChecks)[Name]>, undefined>
}

export const themeVariableNames = Object.keys(themeVariableChecks) as ThemeVariableName[]
