const unsafe = /[<>&\u2028\u2029]/g

/**
 * `value` as JSON to put inside a `<script type="application/json">` element: `<`, `>` and `&` as
 * escapes, so that no string in it (a project's name, a URL) can close the element or open another,
 * and the line separators JavaScript once refused in strings likewise. `JSON.parse` reads it back
 * unchanged.
 *
 * @example
 * jsonForScriptElement({ a: '</script>' }) // '{"a":"\\u003c/script\\u003e"}'
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(
    unsafe,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
