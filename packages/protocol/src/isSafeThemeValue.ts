// Values become CSS custom properties in the frame, so anything that could close the declaration,
// open a block or a comment, or import (`;{}<>\/@`) is outside the allowed characters, and loading a
// URL or running a legacy expression is refused outright.
const allowed = /^[-#%(),.'" a-zA-Z0-9]{1,200}$/
const forbidden = /url\(|expression/i

/**
 * Whether a theme value is safe to put into a CSS variable.
 *
 * @example
 * isSafeThemeValue('#ff00aa') // true
 * isSafeThemeValue('red; background: url(x)') // false
 */
export function isSafeThemeValue(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && allowed.test(value) && !forbidden.test(value)
}
