import { describe, expect, it } from 'vitest'
import { createTtlCache } from './createTtlCache'

describe('createTtlCache', () => {
  it('keeps a value until its time to live has passed', () => {
    const cache = createTtlCache<string>(5_000, 10)
    cache.set('a', 'one', 1_000)
    expect(cache.get('a', 5_999)).toBe('one')
    expect(cache.get('a', 6_000)).toBeUndefined()
    expect(cache.get('b', 1_000)).toBeUndefined()
  })

  it('restarts the time to live when a key is set again', () => {
    const cache = createTtlCache<string>(5_000, 10)
    cache.set('a', 'one', 0)
    cache.set('a', 'two', 4_000)
    expect(cache.get('a', 8_000)).toBe('two')
  })

  it('drops the least recently set entries past its size bound', () => {
    const cache = createTtlCache<number>(5_000, 2)
    cache.set('a', 1, 0)
    cache.set('b', 2, 0)
    cache.set('a', 3, 0)
    cache.set('c', 4, 0)
    expect(cache.get('b', 0)).toBeUndefined()
    expect(cache.get('a', 0)).toBe(3)
    expect(cache.get('c', 0)).toBe(4)
  })
})
