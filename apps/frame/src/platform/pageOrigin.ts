/**
 * The origin of the page this code runs in when it is served over HTTP(S); undefined outside a
 * browser and for pages with an opaque origin (`file:`, `about:`), whose origin no server answers.
 *
 * @example
 * pageOrigin() // 'http://127.0.0.1:3000' in the frame
 */
export function pageOrigin(): string | undefined {
  return typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? location.origin : undefined
}
