import { sleepUntilAborted } from './sleepUntilAborted'

// Retries after a failure wait longer each time, up to this.
const maxBackoffMs = 30_000

/**
 * Runs `poll` until `signal` aborts: again at once when it answers true (there is more to do right
 * away), after `intervalMs` when it answers false, and after a pause that doubles with each failure
 * in a row (up to 30 s) while it throws, each failure handed to `onError`. Resolves once stopped,
 * never rejects: what follows a chain keeps following it through a node's hiccups.
 *
 * @example
 * const loop = pollUntilAborted({ signal: stopping.signal, intervalMs: 1_000, poll: () => tick(chain), onError: log })
 */
export async function pollUntilAborted(options: {
  signal: AbortSignal
  intervalMs: number
  poll: () => Promise<boolean>
  onError: (error: unknown) => void
}): Promise<void> {
  const { signal, intervalMs, poll, onError } = options
  let failures = 0
  while (!signal.aborted) {
    let more = false
    try {
      more = await poll()
      failures = 0
    } catch (error) {
      failures += 1
      onError(error)
    }
    if (signal.aborted) break
    const pause = failures > 0 ? Math.min(intervalMs * 2 ** failures, maxBackoffMs) : more ? 0 : intervalMs
    await sleepUntilAborted(pause, signal)
  }
}
