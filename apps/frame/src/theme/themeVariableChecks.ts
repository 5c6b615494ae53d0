import type { ThemeVariableKey } from '@latch/protocol'
import {
  safeCssColor,
  safeCssLength,
  safeFontFamily,
  safePercentage,
  safeZIndex,
} from './internal/safeCssValues'

/**
 * The check of each theme override a host may set (the protocol's `themeVariableKeys`, named after
 * those of the well-known modal kits): the value to use, or undefined for one without a safe shape,
 * since the host page is not trusted with the frame's styles. A key the protocol adds without a
 * check here fails the type check.
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
} satisfies Record<ThemeVariableKey, (value: unknown) => unknown>

/** The host's theme overrides, once checked: only the names it set with a safe value. */
export type CheckedThemeVariables = {
  [Name in ThemeVariableKey]?: Exclude<ReturnType<(typeof themeVariableChecks)[Name]>, undefined>
}
