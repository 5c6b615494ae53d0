import { vi } from 'vitest'
import type { MessageEventSource, WatchedPopup } from '@/platform/watchPopup'

type Listener = (event: MessageEvent) => void

/**
 * A popup the frame opened and the window its messages arrive at, for the tests of flows built on
 * watchPopup: `openWindow` answers the popup (or null, `blocked`), `sent` records what the flow
 * posted to it, and `emit` delivers a message as the popup at `origin` would send it (`origin` and
 * `source` can be overridden, to play someone else).
 *
 * @example
 * const f = fakePopup<ApprovalPopupRequest>(frameOrigin)
 * f.emit({ data: { type: 'latch:approval-popup:ready' } })
 */
export function fakePopup<Message>(origin: string, options: { blocked?: boolean } = {}) {
  const sent: { message: Message; targetOrigin: string }[] = []
  const popup: WatchedPopup & {
    closed: boolean
    postMessage(message: Message, targetOrigin: string): void
  } = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    postMessage: (message, targetOrigin) => sent.push({ message, targetOrigin }),
  }
  const listeners = new Set<Listener>()
  const messages: MessageEventSource = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const openWindow = vi.fn((_url: string) => (options.blocked ? null : popup))
  const emit = (event: { origin?: string; source?: unknown; data: unknown }) => {
    for (const listener of [...listeners])
      listener({ origin, source: popup, ...event } as unknown as MessageEvent)
  }
  return { popup, sent, listeners, messages, openWindow, emit }
}
