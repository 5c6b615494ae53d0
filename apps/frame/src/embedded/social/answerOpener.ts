import { oauthMessageFromUrl } from './oauthMessage'

/** What answerOpener needs of the callback's window: the real `window`, or a fake in tests. */
type MessageTarget = { postMessage(message: unknown, targetOrigin: string): void }

export type CallbackWindow = {
  location: { href: string; origin: string }
  opener: (MessageTarget & { length?: number; [index: number]: MessageTarget | undefined }) | null
  close(): void
}

/** 'posted': the opener has the answer (the window then closes itself); else nothing was sent. */
export type OpenerAnswer = 'posted' | 'no-opener' | 'no-answer'

/**
 * The popup callback's one job: post the provider's answer in its URL (code and state, or error) to
 * the window that opened it, addressed to this page's own origin exactly, so that only the frame
 * which started the login can read it (never '*'), then close. When a host page opened the popup
 * (a headless social login), the frame is one of the opener's frames: each of them is told too,
 * still addressed to this origin only, so that no other origin's window receives the code. Without
 * an opener, or without an answer in the URL, it posts nothing and the page says the window can be
 * closed.
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
    for (let index = 0; index < (opener.length ?? 0); index++)
      opener[index]?.postMessage(message, win.location.origin)
  } catch {
    // An opener that navigated away or closed cannot be told; the page says to close the window.
    return 'no-opener'
  }
  win.close()
  return 'posted'
}
