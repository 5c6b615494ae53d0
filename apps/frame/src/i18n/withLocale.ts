/**
 * A popup's URL at the frame's origin with the visitor's language in its query (none for English),
 * so that the popup, which shares no storage with the frame, speaks the frame's language.
 *
 * @example
 * withLocale('http://127.0.0.1:3000/popup/passkey', 'de') // 'http://127.0.0.1:3000/popup/passkey?locale=de'
 * withLocale('http://127.0.0.1:3000/popup/oauth/start?provider=github', 'ja') // '…?provider=github&locale=ja'
 */
export function withLocale(url: string, locale: string | undefined): string {
  if (!locale || locale === 'en') return url
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ locale })}`
}
