/** How often data on screen (balances, Activity, a swap quote) is read again while it is shown. */
export const shownRefreshMs = 10_000

/** What {@link refreshWhileShown} needs of the page: its visibility, and the timers. */
export type RefreshEnvironment = {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined
  setInterval(run: () => void, ms: number): unknown
  clearInterval(timer: unknown): void
}

function browser(): RefreshEnvironment {
  return {
    document: typeof document === 'undefined' ? undefined : document,
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (timer) => clearInterval(timer as ReturnType<typeof setInterval>),
  }
}

/**
 * Calls `refresh` every `everyMs` while the page is visible, and at once when a hidden page shows
 * again (what it read may have changed meanwhile); nothing is read while the page is hidden. The
 * view reads once itself when it shows. Returns the function that stops it, for when the view goes.
 *
 * @example
 * const stop = refreshWhileShown(() => activity.refresh({ background: true }))
 * stop() // the view is gone
 */
export function refreshWhileShown(
  refresh: () => void,
  {
    everyMs = shownRefreshMs,
    environment = browser(),
  }: { everyMs?: number; environment?: RefreshEnvironment } = {},
): () => void {
  const page = environment.document
  const visible = () => page?.visibilityState !== 'hidden'
  let timer: unknown
  const start = () => {
    timer = environment.setInterval(() => {
      if (visible()) refresh()
    }, everyMs)
  }
  // A page shown again reads at once, and the next read is a whole interval after that one.
  const onVisibility = () => {
    if (!visible()) return
    environment.clearInterval(timer)
    refresh()
    start()
  }
  start()
  page?.addEventListener('visibilitychange', onVisibility)
  return () => {
    environment.clearInterval(timer)
    page?.removeEventListener('visibilitychange', onVisibility)
  }
}
