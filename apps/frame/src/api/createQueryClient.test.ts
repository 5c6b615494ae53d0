import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from './createApiClient'
import { createQueryClient, isTransientFailure, queryRetryDelay } from './createQueryClient'

describe('isTransientFailure', () => {
  it('retries what the server or the network failed, not what the request got wrong', () => {
    expect(isTransientFailure(new ApiRequestError(502, 'bad gateway'))).toBe(true)
    expect(isTransientFailure(new ApiRequestError(500, 'oops'))).toBe(true)
    expect(isTransientFailure(new ApiRequestError(429, 'slow down'))).toBe(true)
    expect(isTransientFailure(new ApiRequestError(408, 'timeout'))).toBe(true)
    expect(isTransientFailure(new TypeError('fetch failed'))).toBe(true)
    expect(isTransientFailure(new ApiRequestError(400, 'Invalid chainId'))).toBe(false)
    expect(isTransientFailure(new ApiRequestError(404, 'not found'))).toBe(false)
    expect(isTransientFailure(new Error('unexpected shape'))).toBe(false)
    expect(isTransientFailure(new DOMException('aborted', 'AbortError'))).toBe(false)
  })
})

describe('queryRetryDelay', () => {
  it('doubles from one second and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })
})

describe('createQueryClient', () => {
  it('tries a transient failure three more times, then fails with its error', async () => {
    const queries = createQueryClient({ retryDelay: () => 0 })
    const read = vi.fn(async () => {
      throw new ApiRequestError(503, 'down')
    })
    await expect(queries.fetchQuery({ queryKey: ['down'], queryFn: read })).rejects.toThrow('down')
    expect(read).toHaveBeenCalledTimes(4)
  })

  it('fails a refusal at once', async () => {
    const queries = createQueryClient({ retryDelay: () => 0 })
    const read = vi.fn(async () => {
      throw new ApiRequestError(400, 'Invalid address')
    })
    await expect(queries.fetchQuery({ queryKey: ['refused'], queryFn: read })).rejects.toThrow(
      'Invalid address',
    )
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('waits 1 s, 2 s and 4 s between tries by default', async () => {
    vi.useFakeTimers()
    try {
      const queries = createQueryClient()
      let tries = 0
      const done = queries.fetchQuery({
        queryKey: ['slow'],
        queryFn: async () => {
          tries++
          if (tries < 4) throw new ApiRequestError(502, 'bad gateway')
          return 'answer'
        },
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(tries).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(tries).toBe(2)
      await vi.advanceTimersByTimeAsync(2_000)
      expect(tries).toBe(3)
      await vi.advanceTimersByTimeAsync(4_000)
      await expect(done).resolves.toBe('answer')
      expect(tries).toBe(4)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shares one read among those who ask while it runs, and drops an unread answer after 5 minutes', async () => {
    vi.useFakeTimers()
    try {
      const queries = createQueryClient()
      const read = vi.fn(async () => 'answer')
      const [first, second] = await Promise.all([
        queries.fetchQuery({ queryKey: ['shared'], queryFn: read }),
        queries.fetchQuery({ queryKey: ['shared'], queryFn: read }),
      ])
      expect([first, second]).toEqual(['answer', 'answer'])
      expect(read).toHaveBeenCalledTimes(1)
      expect(queries.getQueryData(['shared'])).toBe('answer')
      await vi.advanceTimersByTimeAsync(5 * 60_000)
      expect(queries.getQueryData(['shared'])).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
