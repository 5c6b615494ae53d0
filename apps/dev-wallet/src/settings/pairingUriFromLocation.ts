const deepLinkPaths = new Set(['/', '/index.html', '/wc', '/wc/'])

/**
 * The `wc:` URI of a deep link, `/?uri=wc:…` or `/wc?uri=wc:…` (how catalogue web-app links
 * open a wallet), or undefined when the page was opened without one.
 */
export function pairingUriFromLocation({ pathname, search }: { pathname: string; search: string }) {
  if (!deepLinkPaths.has(pathname)) return undefined
  const uri = new URLSearchParams(search).get('uri')
  if (uri === null || !uri.startsWith('wc:')) return undefined
  if (uri.includes('symKey=')) return uri
  // A link whose URI was not percent-encoded: its own `&symKey=…` landed in separate parameters,
  // so the URI is the rest of the raw query.
  const raw = /[?&]uri=(wc:.*)$/.exec(search)?.[1]
  if (raw === undefined) return uri
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
