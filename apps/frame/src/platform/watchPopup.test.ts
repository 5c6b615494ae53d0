import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type MessageEventSource, watchPopup } from './watchPopup'

const origin = 'http://127.0.0.1:3000'
type Listener = (event: MessageEvent) => void

function fakes() {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
  }
  const listeners = new Set<Listener>()
  const messages: MessageEventSource = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const emit = (event: { origin?: string; source?: unknown; data: unknown }) => {
    for (const listener of [...listeners])
      listener({ origin, source: popup, ...event } as unknown as MessageEvent)
  }
  const calls = { onMessage: vi.fn(), onClosed: vi.fn(), onAbort: vi.fn() }
  return { popup, listeners, messages, emit, calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('watchPopup', () => {
  it("hands on only the popup's messages from the origin", () => {
    const f = fakes()
    watchPopup({ popup: f.popup, origin, messages: f.messages, closedPollMs: 500, ...f.calls })
    f.emit({ origin: 'http://localhost:5173', data: 'a' })
    f.emit({ source: {}, data: 'b' })
    f.emit({ data: 'c' })
    expect(f.calls.onMessage.mock.calls).toEqual([['c']])
  })

  it('says closed only when the popup is seen closed at two checks in a row', () => {
    const f = fakes()
    watchPopup({ popup: f.popup, origin, messages: f.messages, closedPollMs: 500, ...f.calls })
    f.popup.closed = true
    vi.advanceTimersByTime(500)
    expect(f.calls.onClosed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(f.calls.onClosed).toHaveBeenCalledTimes(1)
  })

  it('says when the signal aborts; stop ends everything and closes the popup', () => {
    const f = fakes()
    const controller = new AbortController()
    const stop = watchPopup({
      popup: f.popup,
      origin,
      messages: f.messages,
      signal: controller.signal,
      closedPollMs: 500,
      ...f.calls,
    })
    controller.abort()
    expect(f.calls.onAbort).toHaveBeenCalledTimes(1)
    stop()
    expect(f.popup.close).toHaveBeenCalled()
    expect(f.listeners.size).toBe(0)
    controller.abort()
    vi.advanceTimersByTime(2_000)
    expect(f.calls.onAbort).toHaveBeenCalledTimes(1)
    expect(f.calls.onClosed).not.toHaveBeenCalled()
  })
})
