// Schemes that run code, read local data or reach past the wallet app when followed; never a wallet's deep link.
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
// RFC 3986 characters only, and no query or fragment: the pairing path goes after the base, so
// anything that would end it early or break out of an attribute disqualifies the link.
const baseCharacters = /^[A-Za-z0-9\-._~:/@!$&'()*+,;=%[\]]+$/
const schemeAndRest = /^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/
const maxBaseLength = 2048

/**
 * The link that hands a WalletConnect pairing URI to a wallet, by the WalletConnect convention, or
 * undefined when `base` is neither an http(s) link nor a plain app link `scheme://[path]`.
 * Catalogue links are sanitised by the server already; custom wallets come from the host page, so
 * the frame checks every base again before it becomes an href.
 *
 * @example
 * formatWalletLink('https://link.trustwallet.com/', 'wc:ab@2?relay-protocol=irn')
 * // 'https://link.trustwallet.com/wc?uri=wc%3Aab%402%3Frelay-protocol%3Dirn'
 * formatWalletLink('trust://', 'wc:ab@2') // 'trust://wc?uri=wc%3Aab%402'
 * formatWalletLink('javascript:alert(1)', 'wc:ab@2') // undefined
 */
export function formatWalletLink(base: string, wcUri: string): string | undefined {
  if (base.length > maxBaseLength || !baseCharacters.test(base)) return undefined
  const match = schemeAndRest.exec(base)
  if (!match) return undefined
  const scheme = (match[1] ?? '').toLowerCase()
  const rest = match[2] ?? ''
  const query = `wc?uri=${encodeURIComponent(wcUri)}`
  if (scheme === 'http' || scheme === 'https') {
    const web = webBase(base, rest)
    return web === undefined ? undefined : `${web}/${query}`
  }
  if (blockedSchemes.has(scheme)) return undefined
  // The registry writes native links as a bare `scheme:`; the server turns them into `scheme://`.
  if (rest === '') return `${scheme}://${query}`
  if (!rest.startsWith('//')) return undefined
  const path = withoutTrailingSlashes(rest.slice(2))
  return path === '' ? `${scheme}://${query}` : `${scheme}://${path}/${query}`
}

function webBase(base: string, rest: string): string | undefined {
  // `https:evil.example` parses, but reads as a relative link to anyone checking it by eye.
  if (!rest.startsWith('//') || !URL.canParse(base)) return undefined
  const url = new URL(base)
  // `https://wallet.example@evil.example` shows one host and opens another.
  if (!url.hostname || url.username || url.password) return undefined
  return withoutTrailingSlashes(url.href)
}

function withoutTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '')
}
