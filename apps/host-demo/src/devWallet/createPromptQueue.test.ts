import { describe, expect, it, vi } from 'vitest'
import { createPromptQueue } from './createPromptQueue'
import type { DevWalletPrompt } from './DevWalletPrompt'

const connect: DevWalletPrompt = { type: 'connect', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }

describe('createPromptQueue', () => {
  it('shows requests one at a time, oldest first, and resolves each with its answer', async () => {
    const queue = createPromptQueue()
    expect(queue.current()).toBeUndefined()
    const connecting = queue.ask(connect)
    const sign = queue.ask({ type: 'signMessage', message: 'hi' })
    expect(queue.current()?.request).toBe(connect)
    queue.answer(true)
    expect(queue.current()?.request).toEqual({ type: 'signMessage', message: 'hi' })
    queue.answer(false)
    expect(queue.current()).toBeUndefined()
    await expect(connecting).resolves.toBe(true)
    await expect(sign).resolves.toBe(false)
  })

  it('returns the same snapshot until the shown request is answered', () => {
    const queue = createPromptQueue()
    void queue.ask(connect)
    const shown = queue.current()
    void queue.ask(connect)
    expect(queue.current()).toBe(shown)
    queue.answer(true)
    expect(queue.current()).not.toBe(shown)
  })

  it('notifies subscribers on every change until they unsubscribe', () => {
    const queue = createPromptQueue()
    const listener = vi.fn()
    const unsubscribe = queue.subscribe(listener)
    void queue.ask(connect)
    queue.answer(true)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    void queue.ask(connect)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('ignores an answer when nothing waits', () => {
    const queue = createPromptQueue()
    const listener = vi.fn()
    queue.subscribe(listener)
    queue.answer(true)
    expect(listener).not.toHaveBeenCalled()
  })
})
