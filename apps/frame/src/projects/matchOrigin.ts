import { parseOrigin, parseOriginPattern } from './internal/parseOriginPattern'

/**
 * Whether `origin` (an `Origin` header or a MessageEvent origin) is allowed by `pattern`: an exact
 * origin (`https://shop.example`) or any port of one host (`http://localhost:*`). Scheme, host and port
 * are compared exactly on the parsed values; an origin not serialized as browsers send it (uppercase,
 * trailing slash, path, userinfo, default port, 'null') never matches, and neither does an invalid
 * pattern.
 */
export function matchOrigin(pattern: string, origin: string | null): boolean {
  const expected = parseOriginPattern(pattern)
  const actual = origin === null ? undefined : parseOrigin(origin)
  if (!expected || !actual) return false
  return (
    expected.scheme === actual.scheme &&
    expected.host === actual.host &&
    (expected.port === '*' || expected.port === actual.port)
  )
}

/**
 * The anchored RegExp equivalent of `matchOrigin(pattern, ·)`, for penpal's `allowedOrigins` in the
 * browser. A port wildcard also matches the default port, as a CSP `:*` source does.
 * Throws on an invalid pattern: patterns come from a validated project, so that is a bug.
 */
export function originPatternToRegExp(pattern: string): RegExp {
  const parsed = parseOriginPattern(pattern)
  if (!parsed) throw new Error(`Invalid origin pattern: ${JSON.stringify(pattern)}`)
  const base = escapeRegExp(`${parsed.scheme}://${parsed.host}`)
  if (parsed.port === '*') {
    const defaultPort = parsed.scheme === 'http' ? '80' : '443'
    return new RegExp(`^${base}(?::(?!${defaultPort}$)${portNumber})?$`)
  }
  return new RegExp(`^${base}${parsed.port ? escapeRegExp(`:${parsed.port}`) : ''}$`)
}

/** 0 to 65535 without leading zeros, as the URL parser serializes a port. */
const portNumber =
  '(?:[0-9]|[1-9][0-9]{1,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])'

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
