import { describe, expect, it } from 'vitest'
import { onceInProcess, processGlobal } from './processGlobal'

describe('processGlobal', () => {
  it('is one slot per name, shared by every caller', () => {
    processGlobal<number>('test.slot').set(7)
    expect(processGlobal<number>('test.slot').get()).toBe(7)
    processGlobal<number>('test.slot').set(undefined)
    expect(processGlobal<number>('test.slot').get()).toBeUndefined()
  })
})

describe('onceInProcess', () => {
  it('makes the value once and shares it', async () => {
    let made = 0
    const make = async () => ++made
    const [a, b] = await Promise.all([onceInProcess('test.once', make), onceInProcess('test.once', make)])
    expect([a, b, made]).toEqual([1, 1, 1])
  })

  it('forgets a failure, so that the next call tries again', async () => {
    await expect(onceInProcess('test.fails', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    expect(await onceInProcess('test.fails', async () => 'up')).toBe('up')
  })
})
