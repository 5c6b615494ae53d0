import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './createEmitter'

describe('createEmitter', () => {
  it('calls the listeners of an event until they are removed', () => {
    const emitter = createEmitter<{ chainChanged: string; accountsChanged: string[] }>()
    const onChain = vi.fn()
    const onAccounts = vi.fn()
    emitter.on('chainChanged', onChain)
    emitter.on('accountsChanged', onAccounts)
    emitter.emit('chainChanged', '0x7a69')
    emitter.removeListener('chainChanged', onChain)
    emitter.emit('chainChanged', '0x7a6a')
    expect(onChain).toHaveBeenCalledTimes(1)
    expect(onChain).toHaveBeenCalledWith('0x7a69')
    expect(onAccounts).not.toHaveBeenCalled()
  })

  it('keeps calling the other listeners when one throws', () => {
    const emitter = createEmitter<{ chainChanged: string }>()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    emitter.on('chainChanged', () => {
      throw new Error('boom')
    })
    emitter.on('chainChanged', after)
    emitter.emit('chainChanged', '0x7a69')
    expect(after).toHaveBeenCalledWith('0x7a69')
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
