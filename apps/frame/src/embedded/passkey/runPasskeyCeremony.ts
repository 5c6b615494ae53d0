import type {
  AuthenticationCredential,
  PasskeyOptionsAnswer,
  RegistrationCredential,
} from '@/embedded/api/passkeyApi'
import { withLocale } from '@/i18n/withLocale'
import { type MessageEventSource, type WatchedPopup, watchPopup } from '@/platform/watchPopup'
import { PasskeyError } from './PasskeyError'
import {
  PasskeyPopupAnswer,
  PasskeyPopupReady,
  type PasskeyPopupRequest,
  type PasskeyPurpose,
  passkeyPopupPath,
} from './passkeyPopupMessages'

/** What runPasskeyCeremony needs of the popup: `window.open`'s answer, or a fake in tests. */
export type PasskeyPopupWindow = WatchedPopup & {
  postMessage(message: PasskeyPopupRequest, targetOrigin: string): void
}

/** What a ceremony gives: a new passkey, or an assertion of one. */
export type PasskeyCredential = RegistrationCredential | AuthenticationCredential

type RunPasskeyCeremonyOptions = {
  purpose: PasskeyPurpose
  /** The relying party's origin, where the ceremony must run (the options' answer says it). */
  origin: string
  /** Whether this frame may run it itself: it is at `origin` and the browser allows WebAuthn in it. */
  inFrame: boolean
  /** The ceremony's options from the server, still on their way when the popup opens. */
  options: Promise<PasskeyOptionsAnswer>
  /** The host page's origin, which the popup shows. */
  host: string
  /** The visitor's language, which the popup speaks. */
  locale?: string | undefined
  /** Runs the ceremony in this window (performPasskeyCeremony). */
  perform: (purpose: PasskeyPurpose, options: Record<string, unknown>) => Promise<PasskeyCredential>
  /** Opens a popup at the URL, as `window.open` does (null when the browser blocks it). */
  openWindow: (url: string) => PasskeyPopupWindow | null
  /** Aborting ends the ceremony as a closed popup would (the popup closes). */
  signal?: AbortSignal | undefined
  /** Where messages arrive; the global window by default. */
  messages?: MessageEventSource | undefined
  /** How often the popup is checked for being closed. */
  closedPollMs?: number | undefined
}

/**
 * A passkey ceremony wherever it can run (docs/passkeys.md): in this frame when the frame is the
 * relying party's origin and the browser lets a frame use WebAuthn, else in a popup at that origin.
 * Call it synchronously in the click handler: the popup opens before anything is awaited, since
 * popup blockers allow only that. The popup says it is ready, gets the options under a fresh id, and
 * answers with that id; only messages from `origin` whose source is this popup are heard, each
 * checked against its schema. Settles with the challenge's id and the credential, or throws
 * PasskeyError (blocked, closed, cancelled, unsupported) or the options' own error.
 *
 * @example
 * button.onclick = () => runPasskeyCeremony({ purpose: 'login', origin, inFrame, options, host, perform, openWindow })
 */
export function runPasskeyCeremony(
  settings: RunPasskeyCeremonyOptions,
): Promise<{ challengeId: string; credential: PasskeyCredential }> {
  const { purpose, origin, options } = settings
  if (settings.inFrame)
    return options.then(async (answer) => ({
      challengeId: answer.challengeId,
      credential: await settings.perform(purpose, answer.options),
    }))
  // Opened before the first await: the click's user activation is what lets the popup through.
  const popup = settings.openWindow(withLocale(`${origin}${passkeyPopupPath}`, settings.locale))
  if (!popup) {
    options.catch(() => undefined)
    return Promise.reject(new PasskeyError('blocked'))
  }
  const id = crypto.randomUUID()
  return new Promise((resolve, reject) => {
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      stop()
      outcome()
    }
    options.catch((error: unknown) => finish(() => reject(error)))
    const stop = watchPopup({
      popup,
      origin,
      messages: settings.messages,
      signal: settings.signal,
      closedPollMs: settings.closedPollMs ?? 500,
      onMessage(data) {
        if (PasskeyPopupReady.safeParse(data).success) {
          options.then(
            (answer) =>
              !settled &&
              popup.postMessage(
                {
                  type: 'latch:passkey-popup:request',
                  id,
                  purpose,
                  host: settings.host,
                  options: answer.options,
                },
                origin,
              ),
            () => undefined,
          )
          return
        }
        const answer = PasskeyPopupAnswer.safeParse(data)
        if (!answer.success || answer.data.id !== id) return
        const { result } = answer.data
        if ('failure' in result) return finish(() => reject(new PasskeyError(result.failure)))
        options.then((sent) =>
          finish(() => resolve({ challengeId: sent.challengeId, credential: result.credential })),
        )
      },
      onClosed: () => finish(() => reject(new PasskeyError('closed'))),
      onAbort: () => finish(() => reject(new PasskeyError('closed'))),
    })
  })
}
