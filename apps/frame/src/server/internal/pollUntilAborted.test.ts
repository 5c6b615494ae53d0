import { afterEach, describe, expect, it, vi } from 'vitest'
import { pollUntilAborted } from './pollUntilAborted'

afterEach(() => {
  vi.useRealTimers()
})

describe('pollUntilAborted', () => {
  it('polls again at once while there is more, then every interval, and doubles its pause while it fails', async () => {
    vi.useFakeTimers()
    const stopping = new AbortController()
    const answers: (boolean | Error)[] = [
      true,
      true,
      false,
      new Error('a'),
      new Error('b'),
      new Error('c'),
      false,
    ]
    const at: number[] = []
    const errors: unknown[] = []
    const start = Date.now()
    const loop = pollUntilAborted({
      signal: stopping.signal,
      intervalMs: 100,
      poll: async () => {
        at.push(Date.now() - start)
        const answer = answers.shift()
        if (answer === undefined) stopping.abort()
        if (answer instanceof Error) throw answer
        return answer ?? false
      },
      onError: (error) => errors.push(error),
    })
    await vi.runAllTimersAsync()
    await loop
    // More twice (no pause), idle (100), three failures (200, 400, 800), then a success resets (100).
    expect(at).toEqual([0, 0, 0, 100, 300, 700, 1500, 1600])
    expect(errors.map((error) => (error as Error).message)).toEqual(['a', 'b', 'c'])
  })

  it('caps the pause at 30 s, and ends during a pause as soon as it is stopped', async () => {
    vi.useFakeTimers()
    const stopping = new AbortController()
    let polls = 0
    const loop = pollUntilAborted({
      signal: stopping.signal,
      intervalMs: 10_000,
      poll: async () => {
        polls += 1
        throw new Error('down')
      },
      onError: () => undefined,
    })
    await vi.advanceTimersByTimeAsync(20_000 + 30_000)
    expect(polls).toBe(3)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(polls).toBe(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(polls).toBe(4)
    stopping.abort()
    await loop
    expect(polls).toBe(4)
  })
})
