import type { SocialProvider } from '@latch/protocol'
import { openCentredPopup } from '@/platform/openCentredPopup'
import { type MessageEventSource, type WatchedPopup, watchPopup } from '@/platform/watchPopup'
import { createSocialLoginSecrets, type SocialLoginSecrets } from './createPkce'
import { isOauthMessage, socialPopupPaths } from './oauthMessage'
import { SocialLoginError } from './SocialLoginError'

/** What runSocialPopup needs of the popup: `window.open`'s answer, or a fake in tests. */
export type SocialPopupWindow = WatchedPopup & { location: { href: string } }

/** The body of POST /api/auth/social/authorize without projectId (createEmbeddedApi's socialAuthorize). */
export type SocialAuthorize = (request: {
  provider: SocialProvider
  redirectUri: string
  codeChallenge: string
  state: string
  nonce: string
}) => Promise<{ url: string }>

type RunSocialPopupOptions = {
  provider: SocialProvider
  /** Asks the frame's server for the provider's authorization URL. */
  authorize: SocialAuthorize
  /** Opens a popup at the URL, as `window.open` does (null when the browser blocks it). */
  openWindow: (url: string) => SocialPopupWindow | null
  /** The frame's own origin (`location.origin`): the popup's pages and the only origin heard. */
  frameOrigin: string
  /** Aborting closes the popup and rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Where messages arrive; the global window by default. */
  messages?: MessageEventSource | undefined
}

/** What /api/auth/social/verify needs besides provider and deviceId. */
type SocialPopupResult = {
  code: string
  codeVerifier: string
  nonce: string
  redirectUri: string
}

/** How often the popup is checked for being closed. */
export const popupClosedPollMs = 500

/**
 * Runs one social login in a popup at the frame origin (docs/embedded-wallet.md#logins, Social).
 * Call it synchronously in the click handler: the popup opens before anything is awaited (popup
 * blockers allow only that), at `/popup/oauth/start`, then goes to the provider's URL once the server
 * gives it. The PKCE verifier, state and nonce exist only in this call's memory.
 *
 * Only a message from `frameOrigin` whose source is this popup is heard; its state must be this
 * login's. Rejects with SocialLoginError: 'blocked' (no popup), 'closed' (closed before answering),
 * 'denied' (access_denied), 'provider' (another provider error, or an authorization URL that is not
 * http(s)), 'state' (another login's answer); with the error of `authorize` when that fails; with the
 * signal's reason on abort. The popup is closed whenever the call settles.
 *
 * @example
 * button.onclick = () =>
 *   runSocialPopup({ provider: 'github', authorize: api.socialAuthorize, openWindow: openSocialWindow, frameOrigin: location.origin })
 *     .then(({ code, codeVerifier, nonce, redirectUri }) => api.socialVerify({ provider: 'github', code, codeVerifier, nonce, redirectUri, deviceId }))
 */
export function runSocialPopup(options: RunSocialPopupOptions): Promise<SocialPopupResult> {
  const { provider, authorize, openWindow, frameOrigin, signal } = options
  if (signal?.aborted) return Promise.reject(signal.reason)
  const startUrl = `${frameOrigin}${socialPopupPaths.start}?provider=${encodeURIComponent(provider)}`
  const redirectUri = `${frameOrigin}${socialPopupPaths.callback}`
  // Opened before the first await: the click's user activation is what lets the popup through.
  const popup = openWindow(startUrl)
  if (!popup) return Promise.reject(new SocialLoginError('blocked'))

  return new Promise<SocialPopupResult>((resolve, reject) => {
    let secrets: SocialLoginSecrets | undefined
    let settled = false

    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      stop()
      outcome()
    }
    const fail = (error: unknown) => finish(() => reject(error))

    function onMessage(data: unknown) {
      if (!isOauthMessage(data) || !secrets) return
      if (data.state !== secrets.state) return fail(new SocialLoginError('state'))
      if ('error' in data)
        return fail(
          new SocialLoginError(data.error === 'access_denied' ? 'denied' : 'provider', {
            details: `The provider answered ${data.error}`,
          }),
        )
      const { codeVerifier, nonce } = secrets
      finish(() => resolve({ code: data.code, codeVerifier, nonce, redirectUri }))
    }

    const stop = watchPopup({
      popup,
      origin: frameOrigin,
      messages: options.messages,
      signal,
      closedPollMs: popupClosedPollMs,
      onMessage,
      onClosed: () => fail(new SocialLoginError('closed')),
      onAbort: () => fail(signal?.reason),
    })

    createSocialLoginSecrets()
      .then(async (made) => {
        secrets = made
        const { codeChallenge, state, nonce } = made
        const { url } = await authorize({ provider, redirectUri, codeChallenge, state, nonce })
        if (settled) return
        if (!isHttpUrl(url))
          return fail(new SocialLoginError('provider', { details: 'The authorization URL is not http(s)' }))
        popup.location.href = url
      })
      .catch(fail)
  })
}

function isHttpUrl(url: string): boolean {
  if (!URL.canParse(url)) return false
  const { protocol } = new URL(url)
  return protocol === 'https:' || protocol === 'http:'
}

/**
 * Opens the login popup centred over the current window, a new one for every login, so abort a
 * login before starting another.
 *
 * @example
 * runSocialPopup({ provider, authorize, openWindow: openSocialWindow, frameOrigin: location.origin })
 */
export function openSocialWindow(url: string, win: Window = window): SocialPopupWindow | null {
  return openCentredPopup(url, { width: 480, height: 640 }, win)
}
