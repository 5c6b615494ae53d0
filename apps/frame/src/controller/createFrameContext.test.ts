import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClientAtom, hostLinkAtom } from '@/state/atoms'
import { createFrameContext } from './createFrameContext'
import type { EffectHooks } from './effectRunners'

const hooks: EffectHooks = {
  modalOpened: vi.fn(),
  modalClosed: vi.fn(),
  routed: vi.fn(),
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createFrameContext', () => {
  it("calls the frame's /api only once the host page has connected", async () => {
    const store = createStore()
    const { context } = createFrameContext(store, hooks)
    expect(() => context.api('/api/v1/balance', {})).toThrow(
      expect.objectContaining({ code: 4900, message: 'The host page has not connected yet.' }),
    )
    store.set(apiClientAtom, () => async () => ({ balances: [] }) as never)
    await expect(context.api('/api/v1/balance', {})).resolves.toEqual({ balances: [] })
  })

  it('tells the host without ever rejecting: a failed call is logged', async () => {
    const store = createStore()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { context } = createFrameContext(store, hooks)
    await expect(context.notifyHost('setVisible', { visible: true })).resolves.toBeUndefined()
    store.set(hostLinkAtom, {
      origin: 'https://shop.example',
      call: async () => {
        throw new Error('the host is gone')
      },
      destroy: () => undefined,
    })
    await expect(context.notifyHost('setVisible', { visible: true })).resolves.toBeUndefined()
    expect(logged).toHaveBeenCalledWith('latch:', new Error('the host is gone'))
  })

  it('runs its timers when due, and none after clearTimers', () => {
    vi.useFakeTimers()
    const { context, clearTimers } = createFrameContext(createStore(), hooks)
    const ran: string[] = []
    context.later(100, () => ran.push('first'))
    context.later(200, () => ran.push('second'))
    vi.advanceTimersByTime(150)
    expect(ran).toEqual(['first'])
    clearTimers()
    vi.advanceTimersByTime(1_000)
    expect(ran).toEqual(['first'])
  })
})
