import { setTimeout as sleep } from 'node:timers/promises'

/**
 * @typedef {object} WaitForHttpOptions
 * @property {number} [timeoutMs] how long to keep trying in all
 * @property {number} [intervalMs] pause between attempts
 * @property {RequestInit} [init] fetch options of each attempt (method, headers, body)
 * @property {(response: Response) => boolean | Promise<boolean>} [accept] whether an answer means ready
 * @property {AbortSignal} [signal] stops waiting at once, rejecting with the signal's reason
 */

/**
 * Polls `url` until it answers in a way `accept` likes (by default any status below 500),
 * and rejects with the last failure once `timeoutMs` has passed.
 * @param {string} url
 * @param {WaitForHttpOptions} [options]
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, options = {}) {
  const { timeoutMs = 30_000, intervalMs = 200, init = {}, accept = isNotServerError, signal } = options
  const deadline = Date.now() + timeoutMs
  let lastFailure = 'no answer'
  for (;;) {
    signal?.throwIfAborted()
    const remaining = deadline - Date.now()
    if (remaining <= 0) throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastFailure})`)
    const attemptTimeout = AbortSignal.timeout(Math.min(remaining, 5000))
    try {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, attemptTimeout]) : attemptTimeout,
      })
      const ready = await accept(response)
      if (!response.bodyUsed) await response.body?.cancel()
      if (ready) return
      lastFailure = `last answer: HTTP ${response.status}`
    } catch (error) {
      signal?.throwIfAborted()
      // An attempt the deadline cut short says nothing about the server; the answer before it does.
      const cutByDeadline = attemptTimeout.aborted && remaining <= 5000 && lastFailure !== 'no answer'
      if (!cutByDeadline) lastFailure = `last error: ${describeFetchError(error)}`
    }
    try {
      await sleep(
        Math.min(intervalMs, Math.max(0, deadline - Date.now())),
        undefined,
        signal ? { signal } : {},
      )
    } catch {
      signal?.throwIfAborted()
    }
  }
}

/** @param {Response} response */
function isNotServerError(response) {
  return response.status < 500
}

/**
 * fetch reports refused connections as a bare "fetch failed" with the useful code in `cause`.
 * @param {unknown} error
 * @returns {string}
 */
function describeFetchError(error) {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code
  return error.message
}
