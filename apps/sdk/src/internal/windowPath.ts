/**
 * What the page holds at `path` on `window`, through its own properties only: an inherited name
 * (`toString`, `__proto__`) finds nothing.
 *
 * @example
 * windowPath(['okxwallet', 'bitcoin']) // window.okxwallet.bitcoin, or undefined
 */
export function windowPath(path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (at, part) => (Object.hasOwn(Object(at), part) ? (at as Record<string, unknown>)[part] : undefined),
    window,
  )
}
