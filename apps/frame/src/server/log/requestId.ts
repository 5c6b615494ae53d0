import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

const requests = new AsyncLocalStorage<string>()

// An id a proxy in front (nginx's $request_id) passed on is kept when it looks like one; anything
// else a caller sent is not written into the logs.
const passedOn = /^[A-Za-z0-9-]{8,64}$/

/**
 * Runs `run` as the handling of `request`: every log line written meanwhile, however deep and
 * however many awaits later, carries the request's id (its `x-request-id`, or a new one).
 *
 * @example
 * return withRequestId(request, () => answer(request))
 */
export function withRequestId<T>(request: Request, run: () => T): T {
  const header = request.headers.get('x-request-id')
  return requests.run(header && passedOn.test(header) ? header : randomUUID(), run)
}

/**
 * The id of the request being handled, or undefined outside one.
 *
 * @example
 * const entry = { msg, requestId: currentRequestId() }
 */
export function currentRequestId(): string | undefined {
  return requests.getStore()
}
