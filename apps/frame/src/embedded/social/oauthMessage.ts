// The one message of the social login: the popup's callback page posts it to the frame that opened
// the popup (docs/embedded-wallet.md#logins, Social). Shared by both sides so they cannot drift.

/** Where the popup starts (opened in the click, before the provider's URL is known) and returns. */
export const socialPopupPaths = {
  start: '/popup/oauth/start',
  callback: '/popup/oauth/callback',
} as const

/** The callback's answer: the authorization code, or the provider's error code, with the state it came with. */
type OauthMessage =
  | { type: 'latch:oauth'; code: string; state: string }
  | { type: 'latch:oauth'; error: string; state?: string }

/**
 * Whether `data` is a well-formed {@link OauthMessage}; says nothing of where it came from.
 *
 * @example
 * if (isOauthMessage(event.data) && event.source === popup) handle(event.data)
 */
export function isOauthMessage(data: unknown): data is OauthMessage {
  if (typeof data !== 'object' || data === null) return false
  const { type, code, error, state } = data as Record<string, unknown>
  if (type !== 'latch:oauth') return false
  if (typeof code === 'string') return code !== '' && typeof state === 'string' && error === undefined
  return typeof error === 'string' && error !== '' && (state === undefined || typeof state === 'string')
}

/**
 * The message the callback page posts for its own URL: the code and state, or the error (and its
 * state when the provider sent one); undefined when the URL carries neither, as when opened by hand.
 *
 * @example
 * oauthMessageFromUrl('http://127.0.0.1:3000/popup/oauth/callback?code=c&state=s')
 * // { type: 'latch:oauth', code: 'c', state: 's' }
 */
export function oauthMessageFromUrl(href: string): OauthMessage | undefined {
  const params = new URL(href).searchParams
  const code = params.get('code')
  const state = params.get('state')
  const error = params.get('error')
  if (error) return state === null ? { type: 'latch:oauth', error } : { type: 'latch:oauth', error, state }
  if (code && state !== null) return { type: 'latch:oauth', code, state }
  return undefined
}
