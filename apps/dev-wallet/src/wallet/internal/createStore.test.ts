import { describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore'

describe('createStore', () => {
  it('tells subscribers of each new state until they unsubscribe', () => {
    const store = createStore({ count: 0 })
    const seen: number[] = []
    const unsubscribe = store.subscribe((state) => seen.push(state.count))
    store.update((state) => ({ count: state.count + 1 }))
    store.update((state) => ({ count: state.count + 1 }))
    unsubscribe()
    store.update((state) => ({ count: state.count + 1 }))
    expect(seen).toEqual([1, 2])
    expect(store.get()).toEqual({ count: 3 })
  })

  it('tells nobody when the update returns the same state', () => {
    const store = createStore({ count: 0 })
    const listener = vi.fn()
    store.subscribe(listener)
    store.update((state) => state)
    expect(listener).not.toHaveBeenCalled()
  })

  it('keeps telling the others when one listener throws', () => {
    const store = createStore(0)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const other = vi.fn()
    store.subscribe(() => {
      throw new Error('broken')
    })
    store.subscribe(other)
    store.update(() => 1)
    expect(other).toHaveBeenCalledWith(1)
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
