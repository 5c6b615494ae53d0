import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import {
  type AllWalletsAction,
  type AllWalletsState,
  allWalletsReducer,
  hasMorePages,
  initialAllWalletsState,
} from './allWalletsReducer'

const wallets = (from: number, size: number): CatalogueWallet[] =>
  Array.from({ length: size }, (_, n) => ({ id: `w${from + n}`, name: `W${from + n}` }))

function run(actions: AllWalletsAction[], from: AllWalletsState = initialAllWalletsState) {
  let state = from
  const effects = []
  for (const action of actions) {
    const result = allWalletsReducer(state, action)
    state = result.state
    effects.push(...result.effects)
  }
  return { state, effects }
}

const loadedPages = (total: number, pages: number): AllWalletsAction[] =>
  Array.from({ length: pages }, (_, n): AllWalletsAction[] => [
    { type: 'loadMore' },
    { type: 'pageLoaded', page: n + 1, wallets: wallets(n * 40, Math.min(40, total - n * 40)), count: total },
  ]).flat()

describe('allWalletsReducer, the list', () => {
  it('asks for page 1 first, and for nothing more while it is on its way', () => {
    const { state, effects } = run([{ type: 'loadMore' }, { type: 'loadMore' }])
    expect(state.loadingPage).toBe(1)
    expect(effects).toEqual([{ type: 'fetchPage', page: 1 }])
  })

  it('appends each page of 40 and prefetches its images', () => {
    const { state, effects } = run(loadedPages(113, 2))
    expect(state).toMatchObject({ page: 2, count: 113, loadingPage: undefined })
    expect(state.wallets.map((wallet) => wallet.id).slice(38, 42)).toEqual(['w38', 'w39', 'w40', 'w41'])
    expect(effects.map((effect) => effect.type)).toEqual([
      'fetchPage',
      'prefetchImages',
      'fetchPage',
      'prefetchImages',
    ])
    expect(effects[3]).toEqual({ type: 'prefetchImages', wallets: wallets(40, 40) })
  })

  it.each([
    [113, 3],
    [80, 2],
    [40, 1],
    [0, 1],
  ])('pages until the count (%i wallets: %i pages), then asks for no more', (total, pages) => {
    const { state } = run(loadedPages(total, pages))
    expect(state.wallets).toHaveLength(total)
    expect(hasMorePages(state)).toBe(false)
    expect(allWalletsReducer(state, { type: 'loadMore' }).effects).toEqual([])
  })

  it('stops at a short page even when the count promised more', () => {
    const { state } = run([
      { type: 'loadMore' },
      { type: 'pageLoaded', page: 1, wallets: wallets(0, 12), count: 113 },
    ])
    expect(hasMorePages(state)).toBe(false)
  })

  it('drops an answer for a page it is not waiting for, and wallets it has already', () => {
    const { state } = run([
      ...loadedPages(113, 1),
      { type: 'pageLoaded', page: 1, wallets: wallets(500, 40), count: 113 },
      { type: 'loadMore' },
      { type: 'pageLoaded', page: 2, wallets: [...wallets(39, 2), ...wallets(41, 38)], count: 113 },
    ])
    expect(state.wallets.map((wallet) => wallet.id)).toEqual(wallets(0, 79).map((wallet) => wallet.id))
    expect(state.page).toBe(2)
  })

  it('after a failed page, waits for a retry, which asks for the same page', () => {
    const failed = run([...loadedPages(113, 1), { type: 'loadMore' }, { type: 'pageFailed', page: 2 }])
    expect(failed.state).toMatchObject({ pageFailed: true, loadingPage: undefined })
    expect(allWalletsReducer(failed.state, { type: 'loadMore' }).effects).toEqual([])
    const retried = allWalletsReducer(failed.state, { type: 'retry' })
    expect(retried.state).toMatchObject({ pageFailed: false, loadingPage: 2 })
    expect(retried.effects).toEqual([{ type: 'fetchPage', page: 2 }])
  })
})

describe('allWalletsReducer, the search', () => {
  it('waits 300 ms after each keystroke before searching', () => {
    const { state, effects } = run([
      { type: 'typed', input: 'm' },
      { type: 'typed', input: 'me' },
    ])
    expect(state).toMatchObject({ input: 'me', term: '', searching: false })
    expect(effects).toEqual([
      { type: 'settleAfter', delayMs: 300, input: 'm' },
      { type: 'settleAfter', delayMs: 300, input: 'me' },
    ])
  })

  it('searches the trimmed term once its wait is over, and tracks it', () => {
    const { state, effects } = run([
      { type: 'typed', input: '  meta ' },
      { type: 'settle', input: '  meta ' },
    ])
    expect(state).toMatchObject({ term: 'meta', searching: true, results: undefined })
    expect(effects.slice(1)).toEqual([
      { type: 'fetchSearch', term: 'meta' },
      { type: 'track', event: 'SEARCH_WALLET', search: 'meta' },
    ])
  })

  it('ignores the wait of an earlier keystroke', () => {
    const { state, effects } = run([
      { type: 'typed', input: 'me' },
      { type: 'typed', input: 'met' },
      { type: 'settle', input: 'me' },
    ])
    expect(state.term).toBe('')
    expect(effects.filter((effect) => effect.type !== 'settleAfter')).toEqual([])
  })

  it('neither searches nor tracks again when the settled term is the same', () => {
    const searched = run([
      { type: 'typed', input: 'meta' },
      { type: 'settle', input: 'meta' },
    ])
    const again = run(
      [
        { type: 'typed', input: 'meta  ' },
        { type: 'settle', input: 'meta  ' },
      ],
      searched.state,
    )
    expect(again.effects).toEqual([{ type: 'settleAfter', delayMs: 300, input: 'meta  ' }])
    expect(again.state.searching).toBe(true)
  })

  it('takes the answer for the current term and drops one for an older term', () => {
    const { state, effects } = run([
      { type: 'typed', input: 'me' },
      { type: 'settle', input: 'me' },
      { type: 'typed', input: 'trust' },
      { type: 'settle', input: 'trust' },
      { type: 'searchLoaded', term: 'trust', wallets: wallets(0, 3), count: 3 },
      { type: 'searchLoaded', term: 'me', wallets: wallets(10, 50), count: 50 },
      { type: 'searchFailed', term: 'me' },
    ])
    expect(state).toMatchObject({ term: 'trust', searching: false, searchFailed: false })
    expect(state.results).toEqual({ wallets: wallets(0, 3), count: 3 })
    expect(effects.at(-1)).toEqual({ type: 'prefetchImages', wallets: wallets(0, 3) })
  })

  it('shows the list again at once when the box is cleared', () => {
    const searched = run([
      { type: 'typed', input: 'meta' },
      { type: 'settle', input: 'meta' },
      { type: 'searchLoaded', term: 'meta', wallets: wallets(0, 1), count: 1 },
    ])
    const cleared = run([{ type: 'typed', input: '  ' }], searched.state)
    expect(cleared.state).toMatchObject({ input: '  ', term: '', results: undefined, searching: false })
    expect(cleared.effects).toEqual([{ type: 'cancelSettle' }])
    expect(
      run([{ type: 'searchLoaded', term: 'meta', wallets: wallets(0, 1), count: 1 }], cleared.state).state
        .results,
    ).toBeUndefined()
  })

  it('retries a failed search without tracking it again', () => {
    const failed = run([
      { type: 'typed', input: 'meta' },
      { type: 'settle', input: 'meta' },
      { type: 'searchFailed', term: 'meta' },
    ])
    expect(failed.state).toMatchObject({ searching: false, searchFailed: true })
    expect(run([{ type: 'retry' }], failed.state).effects).toEqual([{ type: 'fetchSearch', term: 'meta' }])
  })

  it('keeps the loaded pages while searching', () => {
    const { state } = run([
      ...loadedPages(113, 1),
      { type: 'typed', input: 'x' },
      { type: 'settle', input: 'x' },
    ])
    expect(state.wallets).toHaveLength(40)
  })
})
