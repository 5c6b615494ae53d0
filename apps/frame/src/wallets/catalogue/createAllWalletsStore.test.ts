import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { createAllWalletsStore } from './createAllWalletsStore'
import { catalogueTestApi } from './internal/catalogueTestApi'

const filter = { chains: ['eip155:31337', 'eip155:31338'], include: [], exclude: [] }

function setUp(options: Parameters<typeof catalogueTestApi>[0] = {}) {
  const server = catalogueTestApi(options)
  const tracked: unknown[] = []
  const prefetched: string[][] = []
  const store = createAllWalletsStore({
    api: server.api,
    filter,
    track: (event, properties) => tracked.push([event, properties]),
    prefetch: (wallets: readonly CatalogueWallet[]) => prefetched.push(wallets.map((wallet) => wallet.name)),
  })
  return { ...server, store, tracked, prefetched }
}

// Lets the test API's answers (promises) land.
const answersLand = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createAllWalletsStore', () => {
  it('loads pages of 40 with the filter until the count, prefetching each', async () => {
    const { store, calls, prefetched } = setUp()
    for (let n = 0; n < 4; n++) {
      store.dispatch({ type: 'loadMore' })
      await answersLand()
    }
    expect(calls.map((call) => call.query)).toEqual(
      [1, 2, 3].map((page) => ({
        page: String(page),
        entries: '40',
        chains: 'eip155:31337,eip155:31338',
      })),
    )
    expect(store.getState().wallets).toHaveLength(113)
    expect(prefetched.map((names) => names.length)).toEqual([40, 40, 33])
  })

  it('searches 300 ms after the last keystroke, once, and tracks the settled term', async () => {
    const { store, calls, tracked } = setUp()
    const changes = vi.fn()
    store.subscribe(changes)
    for (const input of ['t', 'tr', 'tru', ' trust ']) {
      store.dispatch({ type: 'typed', input })
      await vi.advanceTimersByTimeAsync(299)
    }
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => call.query)).toEqual([
      { page: '1', entries: '100', chains: 'eip155:31337,eip155:31338', search: 'trust' },
    ])
    expect(tracked).toEqual([['SEARCH_WALLET', { search: 'trust' }]])
    await answersLand()
    expect(store.getState().results?.wallets.map((wallet) => wallet.name)).toEqual([
      'Trust Wallet',
      'TrustVault',
      'Trustee Wallet',
    ])
    expect(changes).toHaveBeenCalled()
  })

  it('does not search after it stopped', async () => {
    const { store, calls, tracked } = setUp()
    store.dispatch({ type: 'typed', input: 'meta' })
    store.stop()
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toEqual([])
    expect(tracked).toEqual([])
  })

  it('drops an answer that arrives for an older term', async () => {
    const { store, held } = setUp({ hold: true })
    store.dispatch({ type: 'typed', input: 'meta' })
    await vi.advanceTimersByTimeAsync(300)
    store.dispatch({ type: 'typed', input: 'rainbow' })
    await vi.advanceTimersByTimeAsync(300)
    expect(held.map((call) => call.query.search)).toEqual(['meta', 'rainbow'])
    held[1]?.answer()
    await answersLand()
    held[0]?.answer()
    await answersLand()
    expect(store.getState().results?.wallets.map((wallet) => wallet.name)).toEqual(['Rainbow'])
  })

  it('shows a failed page as failed, and loads it on retry', async () => {
    let failing = true
    const { store } = setUp({ failWhen: () => failing })
    store.dispatch({ type: 'loadMore' })
    await answersLand()
    expect(store.getState()).toMatchObject({ pageFailed: true, wallets: [] })
    failing = false
    store.dispatch({ type: 'retry' })
    await answersLand()
    expect(store.getState()).toMatchObject({ pageFailed: false, page: 1 })
    expect(store.getState().wallets).toHaveLength(40)
  })
})
