// Schemes that run code, read local data or reach past the wallet app when followed; never a
// wallet's deep link.
const blockedSchemes = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'intent',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'ws',
  'wss',
])
// RFC 3986 characters only: no spaces, quotes, angle brackets or control characters to break out of an attribute.
const uriCharacters = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/
const schemeAndRest = /^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/

/**
 * A catalogue link made safe to put in an href, or null when it is not: http(s) always, and with
 * `appScheme` a deep link `<scheme>://...` whose scheme is not one that runs code. A bare `scheme:`
 * (how the registry writes native links) becomes `scheme://`.
 *
 * @example
 * sanitizeLink('rainbow:', { appScheme: true }) // 'rainbow://'
 * sanitizeLink('javascript://%0aalert(1)', { appScheme: true }) // null
 */
export function sanitizeLink(value: unknown, options: { appScheme?: boolean } = {}): string | null {
  if (typeof value !== 'string') return null
  const link = value.trim()
  if (link.length === 0 || link.length > 2048 || !uriCharacters.test(link)) return null
  const match = schemeAndRest.exec(link)
  if (!match) return null
  const scheme = (match[1] ?? '').toLowerCase()
  const rest = match[2] ?? ''
  if (scheme === 'http' || scheme === 'https') return webLink(link, rest)
  if (!options.appScheme || blockedSchemes.has(scheme)) return null
  if (rest === '') return `${scheme}://`
  return rest.startsWith('//') ? `${scheme}:${rest}` : null
}

function webLink(link: string, rest: string): string | null {
  // `https:evil.example` parses, but reads as a relative link to anyone checking it by eye.
  if (!rest.startsWith('//') || !URL.canParse(link)) return null
  const url = new URL(link)
  // `https://wallet.example@evil.example` shows one host and opens another.
  if (!url.hostname || url.username || url.password) return null
  return url.href
}
