import { sanitizeLink } from '@/catalogue/sanitizeLink'

// The pairing path goes after the base, so a base with a query or fragment, or with anything
// around it that sanitizeLink would trim, is refused rather than repaired.
const baseCharacters = /^[A-Za-z0-9\-._~:/@!$&'()*+,;=%[\]]+$/

/**
 * The link that hands a WalletConnect pairing URI to a wallet, by the WalletConnect convention, or
 * undefined when `base` is neither an http(s) link nor a plain app link `scheme://[path]`.
 * Catalogue links are sanitised by the server already; custom wallets come from the host page, so
 * the frame checks every base again, by the catalogue's own rules, before it becomes an href.
 *
 * @example
 * formatWalletLink('https://link.trustwallet.com/', 'wc:ab@2?relay-protocol=irn')
 * // 'https://link.trustwallet.com/wc?uri=wc%3Aab%402%3Frelay-protocol%3Dirn'
 * formatWalletLink('trust://', 'wc:ab@2') // 'trust://wc?uri=wc%3Aab%402'
 * formatWalletLink('javascript:alert(1)', 'wc:ab@2') // undefined
 */
export function formatWalletLink(base: string, wcUri: string): string | undefined {
  if (!baseCharacters.test(base)) return undefined
  const link = sanitizeLink(base, { appScheme: true })
  if (link === null) return undefined
  const root = link.replace(/\/+$/, '')
  const query = `wc?uri=${encodeURIComponent(wcUri)}`
  // Only a bare `scheme://` has no slash left once trailing ones go: its `//` comes back.
  return root.includes('/') ? `${root}/${query}` : `${root}//${query}`
}
