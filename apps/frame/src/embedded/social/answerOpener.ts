import { oauthMessageFromUrl } from './oauthMessage'

/** What answerOpener needs of the callback's window: the real `window`, or a fake in tests. */
export type CallbackWindow = {
  location: { href: string; origin: string }
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null
  close(): void
}

/** 'posted': the opener has the answer (the window then closes itself); else nothing was sent. */
export type OpenerAnswer = 'posted' | 'no-opener' | 'no-answer'

/**
 * The popup callback's one job: post the provider's answer in its URL (code and state, or error) to
 * the window that opened it, addressed to this page's own origin exactly, so that only the frame
 * which started the login can read it (never '*'), then close. Without an opener, or without an
 * answer in the URL, it posts nothing and the page says the window can be closed.
 *
 * @example
 * useEffect(() => setAnswer(answerOpener(window)), [])
 */
export function answerOpener(win: CallbackWindow): OpenerAnswer {
  const message = oauthMessageFromUrl(win.location.href)
  if (!message) return 'no-answer'
  const opener = win.opener
  if (!opener) return 'no-opener'
  try {
    opener.postMessage(message, win.location.origin)
  } catch {
    // An opener that navigated away or closed cannot be told; the page says to close the window.
    return 'no-opener'
  }
  win.close()
  return 'posted'
}
