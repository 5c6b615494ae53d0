// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakePopup } from '@/platform/testing/fakePopup'
import type { ApprovalPopupRequest, ApprovalSummary } from './approvalPopupMessages'
import { confirmInPopup } from './confirmInPopup'

const frameOrigin = 'http://127.0.0.1:3000'
const summary: ApprovalSummary = {
  title: 'http://localhost:5173 asks you to sign a message',
  lines: ['hello'],
}
function fakes(options: { blocked?: boolean } = {}) {
  const fake = fakePopup<ApprovalPopupRequest>(frameOrigin, options)
  const { sent, emit } = fake
  const ready = () => emit({ data: { type: 'latch:approval-popup:ready' } })
  const requestId = () => sent.at(-1)?.message.id ?? ''
  const answer = (approved: boolean, event: { origin?: string; source?: unknown; id?: string } = {}) =>
    emit({ ...event, data: { type: 'latch:approval-popup:answer', id: event.id ?? requestId(), approved } })
  return { ...fake, ready, answer }
}

function run(f: ReturnType<typeof fakes>, signal?: AbortSignal) {
  return confirmInPopup({ summary, openWindow: f.openWindow, frameOrigin, messages: f.messages, signal })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('confirmInPopup', () => {
  it("names the visitor's language in the popup's URL, and English by none", () => {
    const f = fakes()
    void confirmInPopup({
      summary,
      openWindow: f.openWindow,
      frameOrigin,
      messages: f.messages,
      locale: 'zh-TW',
    })
    expect(f.openWindow).toHaveBeenCalledWith(`${frameOrigin}/popup/approve?locale=zh-TW`)
    const english = fakes()
    void confirmInPopup({ summary, openWindow: english.openWindow, frameOrigin, locale: 'en' })
    expect(english.openWindow).toHaveBeenCalledWith(`${frameOrigin}/popup/approve`)
  })

  it('opens the popup at the frame origin in the click, and sends the summary once it is ready', () => {
    const f = fakes()
    void run(f)
    expect(f.openWindow).toHaveBeenCalledWith(`${frameOrigin}/popup/approve`)
    expect(f.sent).toEqual([])
    f.ready()
    expect(f.sent).toEqual([
      {
        message: { type: 'latch:approval-popup:request', id: expect.any(String), summary },
        targetOrigin: frameOrigin,
      },
    ])
  })

  it("settles with the visitor's answer and closes the popup", async () => {
    const approving = fakes()
    const approved = run(approving)
    approving.ready()
    approving.answer(true)
    await expect(approved).resolves.toBe('approved')
    expect(approving.popup.close).toHaveBeenCalled()
    expect(approving.listeners.size).toBe(0)

    const rejecting = fakes()
    const rejected = run(rejecting)
    rejecting.ready()
    rejecting.answer(false)
    await expect(rejected).resolves.toBe('rejected')
  })

  it('hears no other origin, no other window, no other id and nothing malformed', async () => {
    const f = fakes()
    const decision = run(f)
    f.emit({ origin: 'http://localhost:5173', data: { type: 'latch:approval-popup:ready' } })
    f.emit({ source: {}, data: { type: 'latch:approval-popup:ready' } })
    expect(f.sent).toEqual([])
    f.ready()
    f.answer(true, { origin: 'http://localhost:5173' })
    f.answer(true, { source: {} })
    f.answer(true, { id: 'another approval' })
    f.emit({ data: { type: 'latch:approval-popup:answer', id: f.sent[0]?.message.id, approved: 'yes' } })
    f.emit({ data: null })
    f.answer(false)
    await expect(decision).resolves.toBe('rejected')
  })

  it("says 'blocked' when no popup opens", async () => {
    await expect(run(fakes({ blocked: true }))).resolves.toBe('blocked')
  })

  it("says 'dismissed' once the popup is seen closed twice, so that an answer on its way still counts", async () => {
    const late = fakes()
    const answered = run(late)
    late.ready()
    late.popup.closed = true
    vi.advanceTimersByTime(500)
    late.answer(true)
    await expect(answered).resolves.toBe('approved')

    const closed = fakes()
    const dismissed = run(closed)
    closed.popup.closed = true
    vi.advanceTimersByTime(1_000)
    await expect(dismissed).resolves.toBe('dismissed')
    expect(closed.listeners.size).toBe(0)
  })

  it("closes the popup and says 'dismissed' when aborted, as when the view goes", async () => {
    const f = fakes()
    const controller = new AbortController()
    const decision = run(f, controller.signal)
    controller.abort()
    await expect(decision).resolves.toBe('dismissed')
    expect(f.popup.close).toHaveBeenCalled()
    controller.abort()
    expect(f.openWindow).toHaveBeenCalledTimes(1)

    const before = fakes()
    await expect(run(before, AbortSignal.abort())).resolves.toBe('dismissed')
    expect(before.openWindow).not.toHaveBeenCalled()
  })
})
