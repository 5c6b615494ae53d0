import { describe, expect, it, vi } from 'vitest'
import { createFeatures } from './createFeatures'

describe('createFeatures', () => {
  it('loads a feature once for every caller, and only when it is first used', async () => {
    const swap = vi.fn(async () => ({ begin: () => 'begun' }))
    const features = createFeatures({ swap })
    expect(swap).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([
      features.use('swap', (flow) => flow.begin()),
      features.use('swap', (flow) => flow.begin()),
    ])
    expect([first, second]).toEqual(['begun', 'begun'])
    expect(swap).toHaveBeenCalledTimes(1)
  })

  it('answers a loaded flow without loading one that is not', async () => {
    const flow = { name: 'send' }
    const features = createFeatures({ send: async () => flow, swap: vi.fn(async () => ({})) })
    expect(features.loaded('send')).toBeUndefined()
    await features.load('send')
    expect(features.loaded('send')).toBe(flow)
    expect(features.loaded('swap')).toBeUndefined()
  })

  it('tries a failed load again on the next use', async () => {
    const onramp = vi
      .fn<() => Promise<{ open(): string }>>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValue({ open: () => 'opened' })
    const features = createFeatures({ onramp })
    await expect(features.use('onramp', (flow) => flow.open())).rejects.toThrow('chunk lost')
    expect(features.loaded('onramp')).toBeUndefined()
    expect(await features.use('onramp', (flow) => flow.open())).toBe('opened')
    expect(onramp).toHaveBeenCalledTimes(2)
  })

  it('passes on what the function returns, awaited', async () => {
    const features = createFeatures({
      names: async () => ({ search: async (name: string) => `${name}.latch.id` }),
    })
    expect(await features.use('names', (flow) => flow.search('alice'))).toBe('alice.latch.id')
  })
})
