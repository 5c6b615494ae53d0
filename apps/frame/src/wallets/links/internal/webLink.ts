// RFC 3986 characters only: nothing that could break out of an attribute or hide in whitespace.
const urlCharacters = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/

/**
 * `value` as an http(s) href, or undefined for anything else (another scheme, a relative link,
 * a link with credentials that shows one host and opens another).
 */
export function webLink(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2048 || !urlCharacters.test(value)) return undefined
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return undefined
  const url = new URL(value)
  if (!url.hostname || url.username || url.password) return undefined
  return url.href
}
