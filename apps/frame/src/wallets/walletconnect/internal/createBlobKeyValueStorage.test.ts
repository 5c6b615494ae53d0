import { describe, expect, it, vi } from 'vitest'
import { createBlobKeyValueStorage } from './createBlobKeyValueStorage'

/** Serialises every entry, or removes the blob when there is none. */
const serialize = (entries: ReadonlyMap<string, string>) =>
  entries.size === 0 ? undefined : JSON.stringify(Object.fromEntries(entries))

function blobStore(options: { delayMs?: number; initial?: string | null } = {}) {
  const store = {
    value: options.initial ?? null,
    writes: [] as (string | null)[],
    failNext: false,
    blob: {
      get: async () => store.value,
      set: vi.fn(async (value: string) => {
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0))
        if (store.failNext) {
          store.failNext = false
          throw new Error('quota exceeded')
        }
        store.value = value
        store.writes.push(value)
      }),
      remove: vi.fn(async () => {
        store.value = null
        store.writes.push(null)
      }),
    },
  }
  return store
}

describe('createBlobKeyValueStorage', () => {
  it('answers from memory what it loaded and what was set, as copies', async () => {
    const storage = createBlobKeyValueStorage({
      blob: blobStore().blob,
      initial: new Map([['a', '{"n":1}']]),
      stored: '{"a":{"n":1}}',
      serialize,
    })
    const value = { n: 2 }
    await storage.setItem('b', value)
    value.n = 3
    expect(await storage.getItem('a')).toEqual({ n: 1 })
    expect(await storage.getItem('b')).toEqual({ n: 2 })
    expect(await storage.getItem('c')).toBeUndefined()
    expect(await storage.getKeys()).toEqual(['a', 'b'])
    expect(await storage.getEntries()).toEqual([
      ['a', { n: 1 }],
      ['b', { n: 2 }],
    ])
    await storage.removeItem('a')
    expect(await storage.getKeys()).toEqual(['b'])
  })

  it('writes a burst of changes once, with all of them', async () => {
    const store = blobStore()
    const storage = createBlobKeyValueStorage({
      blob: store.blob,
      initial: new Map(),
      stored: null,
      serialize,
    })
    await storage.setItem('a', 1)
    await storage.setItem('b', 2)
    await storage.removeItem('a')
    await storage.setItem('c', 3)
    await storage.flush()
    expect(store.writes).toEqual(['{"b":"2","c":"3"}'])
  })

  it('writes one at a time, in order, and the last write has the latest entries', async () => {
    const store = blobStore({ delayMs: 20 })
    const storage = createBlobKeyValueStorage({
      blob: store.blob,
      initial: new Map(),
      stored: null,
      serialize,
    })
    let inFlight = 0
    let most = 0
    store.blob.set.mockImplementation(async (value: string) => {
      inFlight++
      most = Math.max(most, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 20))
      store.value = value
      store.writes.push(value)
      inFlight--
    })
    await storage.setItem('n', 1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    for (let n = 2; n <= 5; n++) await storage.setItem('n', n)
    await storage.flush()
    expect(most).toBe(1)
    expect(store.writes).toEqual(['{"n":"1"}', '{"n":"5"}'])
    expect(store.value).toBe('{"n":"5"}')
  })

  it('removes the blob when there is nothing to keep, and does not write what is stored already', async () => {
    const store = blobStore({ initial: '{"a":"1"}' })
    const storage = createBlobKeyValueStorage({
      blob: store.blob,
      initial: new Map([['a', '1']]),
      stored: '{"a":"1"}',
      serialize,
    })
    await storage.setItem('a', 1)
    await storage.flush()
    expect(store.writes).toEqual([])
    await storage.removeItem('a')
    await storage.flush()
    await storage.removeItem('a')
    await storage.flush()
    expect(store.writes).toEqual([null])
    expect(store.blob.remove).toHaveBeenCalledTimes(1)
  })

  it('reports a failed write and tries again with the next change', async () => {
    const store = blobStore()
    const errors: unknown[] = []
    const storage = createBlobKeyValueStorage({
      blob: store.blob,
      initial: new Map(),
      stored: null,
      serialize,
      onError: (error) => errors.push(error),
    })
    store.failNext = true
    await storage.setItem('a', 1)
    await storage.flush()
    expect(errors).toEqual([new Error('quota exceeded')])
    expect(store.value).toBeNull()
    await storage.setItem('b', 2)
    await storage.flush()
    expect(store.value).toBe('{"a":"1","b":"2"}')
  })

  it('has nothing to flush before any change', async () => {
    const store = blobStore()
    const storage = createBlobKeyValueStorage({
      blob: store.blob,
      initial: new Map(),
      stored: null,
      serialize,
    })
    await storage.flush()
    expect(store.writes).toEqual([])
  })
})
