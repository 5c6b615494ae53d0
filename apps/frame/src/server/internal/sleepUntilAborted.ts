/**
 * Waits `ms`, or less when `signal` aborts first (at once if it already has); never rejects, so a
 * polling loop that sleeps between polls ends promptly when stopped.
 *
 * @example
 * await sleepUntilAborted(1_000, stopping.signal)
 */
export function sleepUntilAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
}
