/**
 * The opaque text of a page cursor: base64url of a JSON value.
 *
 * @example
 * encodeJsonCursor([1, 'a']) // 'WzEsImEiXQ'
 */
export function encodeJsonCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/**
 * The JSON value a cursor holds, or undefined for text that is not base64url of JSON (at most 200
 * characters): the caller then checks its shape.
 *
 * @example
 * decodeJsonCursor('WzEsImEiXQ') // [1, 'a']
 */
export function decodeJsonCursor(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}
