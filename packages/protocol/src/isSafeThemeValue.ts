// Values become CSS custom properties in the frame, so anything that could close the declaration,
// open a block, load a URL or run a legacy expression is refused outright.
const forbidden = /[;{}<>\\]|url\(|expression|\/\*|@import/i
const allowed = /^[-#%(),.'" a-zA-Z0-9]{1,200}$/

/**
 * Whether a theme value is safe to put into a CSS variable.
 *
 * @example
 * isSafeThemeValue('#ff00aa') // true
 * isSafeThemeValue('red; background: url(x)') // false
 */
export function isSafeThemeValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && allowed.test(value) && !forbidden.test(value)
}
