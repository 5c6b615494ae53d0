import { act } from 'react'
import { vi } from 'vitest'

/**
 * Gives a popup page under test an opener (`window.opener`) that records what the page posts to
 * it, and `send`, which delivers a message as the opener at `origin` would (`origin` and `source`
 * can be overridden, to play someone else). `window.close` is spied on. Undo with `vi.restoreAllMocks`
 * and `window.opener` set back to null.
 *
 * @example
 * const o = fakeOpener(window.location.origin)
 * await o.send({ type: 'latch:approval-popup:request', id: '1', summary })
 */
export function fakeOpener(origin: string) {
  const posted: { message: unknown; targetOrigin: string }[] = []
  const opener = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  Object.defineProperty(window, 'opener', { value: opener, configurable: true })
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
  const send = (data: unknown, event: { origin?: string; source?: unknown } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: event.origin ?? origin,
          source: (event.source ?? opener) as Window,
        }),
      )
    })
  return { posted, close, send }
}
