/** How often the frame asks its server whether the Farcaster client approved. */
export const farcasterPollMs = 1000

/** What the frame's server answers while the Farcaster client has not approved yet. */
type Pending = { state: 'pending' }

/**
 * Asks the frame's server every second whether the Farcaster client approved a channel, and answers
 * the first answer that is not pending (a login's or a link's). A refusal rejects with the server's
 * error; `signal` ends the wait at once, not when the request under way comes back.
 *
 * @example
 * const answer = await pollFarcasterChannel(() => api.farcasterVerify(body), controller.signal)
 */
export async function pollFarcasterChannel<T>(
  ask: () => Promise<Pending | T>,
  signal: AbortSignal,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = sleep,
): Promise<T> {
  for (;;) {
    await wait(farcasterPollMs, signal)
    const answer = await untilAborted(ask(), signal)
    if (!isPending(answer)) return answer
  }
}

function isPending(answer: unknown): answer is Pending {
  return typeof answer === 'object' && answer !== null && (answer as Partial<Pending>).state === 'pending'
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.throwIfAborted()
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    promise.then(resolve, reject)
  })
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}
