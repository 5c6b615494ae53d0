import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => ({ flow: 1 }))
    const flow = loadOnce(load)
    const [a, b] = await Promise.all([flow(), flow()])
    expect(a).toBe(b)
    expect(await flow()).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValueOnce('loaded')
    const flow = loadOnce(load)
    await expect(flow()).rejects.toThrow('chunk lost')
    expect(await flow()).toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
