import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './createQueryClient'
import { readCached } from './readCached'

const context = () => {
  const client = createQueryClient({ retryDelay: () => 0 })
  return { queries: async () => client }
}

describe('readCached', () => {
  it('reads afresh on every call by default, and one read serves callers who ask at once', async () => {
    const frame = context()
    const read = vi.fn(async () => 'answer')
    expect(await Promise.all([readCached(frame, ['k'], read), readCached(frame, ['k'], read)])).toEqual([
      'answer',
      'answer',
    ])
    expect(read).toHaveBeenCalledTimes(1)
    await readCached(frame, ['k'], read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('answers from the cache while the last answer is younger than maxAgeMs', async () => {
    const frame = context()
    const read = vi.fn(async () => read.mock.calls.length)
    expect(await readCached(frame, ['k'], read, 60_000)).toBe(1)
    expect(await readCached(frame, ['k'], read, 60_000)).toBe(1)
    expect(await readCached(frame, ['other'], read, 60_000)).toBe(2)
  })
})
