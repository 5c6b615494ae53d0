/** What watchPopup needs of a popup: `window.open`'s answer, or a fake in tests. */
export type WatchedPopup = {
  readonly closed: boolean
  close(): void
}

/** Where the popup's messages arrive: the frame's window, or a fake in tests. */
export type MessageEventSource = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

type WatchPopupOptions = {
  popup: WatchedPopup
  /** The only origin heard: the frame's own, where its popups' pages live. */
  origin: string
  /** Where messages arrive; the global window by default. */
  messages?: MessageEventSource | undefined
  signal?: AbortSignal | undefined
  /** How often the popup is checked for being closed. */
  closedPollMs: number
  /** A message from `origin` whose source is the popup, still to be checked against its schema. */
  onMessage(data: unknown): void
  onClosed(): void
  onAbort(): void
}

/**
 * Watches a popup the frame opened, for runSocialPopup and confirmInPopup: hands on only the
 * messages of `origin` whose source is this popup, and says when it closed or the signal aborted.
 * A popup posts its answer and then closes itself, so it counts as closed only when seen closed at
 * two checks in a row: an answer still on its way is not lost to that race. The returned `stop`
 * ends all of it and closes the popup; call it once the caller has its outcome.
 *
 * @example
 * const stop = watchPopup({ popup, origin: location.origin, closedPollMs: 500, onMessage, onClosed, onAbort })
 */
export function watchPopup(options: WatchPopupOptions): () => void {
  const { popup, origin, signal } = options
  const messages: MessageEventSource = options.messages ?? window
  let closedOnce = false
  const onMessage = (event: MessageEvent) => {
    if (event.origin === origin && event.source === popup) options.onMessage(event.data)
  }
  const onAbort = () => options.onAbort()
  messages.addEventListener('message', onMessage)
  signal?.addEventListener('abort', onAbort)
  const poll = setInterval(() => {
    if (!popup.closed) return
    if (closedOnce) options.onClosed()
    closedOnce = true
  }, options.closedPollMs)
  return () => {
    clearInterval(poll)
    messages.removeEventListener('message', onMessage)
    signal?.removeEventListener('abort', onAbort)
    try {
      if (!popup.closed) popup.close()
    } catch {
      // A popup that navigated elsewhere may refuse; it is no longer ours to wait for.
    }
  }
}
