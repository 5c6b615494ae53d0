import { limits } from '@latch/shared-types'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'

/** The AllWallets list: the catalogue's pages loaded so far, and the search over them. */
export type AllWalletsState = {
  /** The loaded pages' wallets, in order, each id once. */
  wallets: CatalogueWallet[]
  /** How many pages of 40 have loaded. */
  page: number
  /** All the catalogue's matches, once the first page has told. */
  count: number | undefined
  /** The page on its way, if any: only its answer is taken. */
  loadingPage: number | undefined
  pageFailed: boolean
  /** The search box as typed. */
  input: string
  /** The settled search term, trimmed: the one searched for; empty when not searching. */
  term: string
  /** The answer for `term`, once it came. */
  results: { wallets: CatalogueWallet[]; count: number } | undefined
  searching: boolean
  searchFailed: boolean
}

export type AllWalletsAction =
  /** The list is near its end (or was just shown): load the next page if there is one. */
  | { type: 'loadMore' }
  | { type: 'pageLoaded'; page: number; wallets: CatalogueWallet[]; count: number }
  | { type: 'pageFailed'; page: number }
  | { type: 'typed'; input: string }
  /** The wait after the keystroke that typed `input` is over. */
  | { type: 'settle'; input: string }
  | { type: 'searchLoaded'; term: string; wallets: CatalogueWallet[]; count: number }
  | { type: 'searchFailed'; term: string }
  | { type: 'retry' }

export type AllWalletsEffect =
  | { type: 'fetchPage'; page: number }
  | { type: 'fetchSearch'; term: string }
  /** Dispatch `settle` with this input after delayMs, dropping any earlier wait. */
  | { type: 'settleAfter'; delayMs: number; input: string }
  | { type: 'cancelSettle' }
  | { type: 'track'; event: 'SEARCH_WALLET'; search: string }
  /** A page or search answer arrived: warm the browser's cache with its first images. */
  | { type: 'prefetchImages'; wallets: CatalogueWallet[] }

type AllWalletsResult = { state: AllWalletsState; effects: AllWalletsEffect[] }

export const initialAllWalletsState: AllWalletsState = {
  wallets: [],
  page: 0,
  count: undefined,
  loadingPage: undefined,
  pageFailed: false,
  input: '',
  term: '',
  results: undefined,
  searching: false,
  searchFailed: false,
}

const { pageSize, searchMinWaitMs } = limits.walletCatalogue

/** Whether the list has pages left to load: until the count is reached (or a short page ends it). */
export function hasMorePages(state: AllWalletsState): boolean {
  return state.count === undefined || state.page * pageSize < state.count
}

/**
 * The AllWallets list's state machine (docs/behaviour.md#calls, #constants-and-limits): pages of 40 loaded one at a time until the
 * count; a search that waits 300 ms after the last keystroke, asks for the trimmed term, and is
 * tracked once per settled term; answers for an older page or term dropped.
 *
 * @example
 * const { state, effects } = allWalletsReducer(initialAllWalletsState, { type: 'loadMore' })
 * // effects: [{ type: 'fetchPage', page: 1 }]
 */
export function allWalletsReducer(state: AllWalletsState, action: AllWalletsAction): AllWalletsResult {
  switch (action.type) {
    case 'loadMore':
      if (state.loadingPage !== undefined || state.pageFailed || !hasMorePages(state)) return same(state)
      return fetchPage(state)
    case 'pageLoaded': {
      if (action.page !== state.loadingPage) return same(state)
      const known = new Set(state.wallets.map((wallet) => wallet.id))
      const fresh = action.wallets.filter((wallet) => !known.has(wallet.id))
      // A short page is the last, whatever the count says (the catalogue may have shrunk meanwhile).
      const count = action.wallets.length < pageSize ? action.page * pageSize : action.count
      return {
        state: {
          ...state,
          wallets: [...state.wallets, ...fresh],
          page: action.page,
          count: Math.min(action.count, count),
          loadingPage: undefined,
        },
        effects: [{ type: 'prefetchImages', wallets: action.wallets }],
      }
    }
    case 'pageFailed':
      if (action.page !== state.loadingPage) return same(state)
      return same({ ...state, loadingPage: undefined, pageFailed: true })
    case 'typed': {
      const next = { ...state, input: action.input }
      // Clearing the box shows the list again at once; there is nothing to wait for.
      if (action.input.trim() === '') return { ...settle(next, ''), effects: [{ type: 'cancelSettle' }] }
      return {
        state: next,
        effects: [{ type: 'settleAfter', delayMs: searchMinWaitMs, input: action.input }],
      }
    }
    case 'settle':
      if (action.input !== state.input) return same(state)
      return settle(state, action.input.trim())
    case 'searchLoaded':
      if (action.term !== state.term || !state.searching) return same(state)
      return {
        state: {
          ...state,
          results: { wallets: action.wallets, count: action.count },
          searching: false,
        },
        effects: [{ type: 'prefetchImages', wallets: action.wallets }],
      }
    case 'searchFailed':
      if (action.term !== state.term || !state.searching) return same(state)
      return same({ ...state, searching: false, searchFailed: true })
    case 'retry':
      if (state.term && state.searchFailed) return search(state, state.term)
      if (state.pageFailed) return fetchPage({ ...state, pageFailed: false })
      return same(state)
  }
}

function same(state: AllWalletsState): AllWalletsResult {
  return { state, effects: [] }
}

function fetchPage(state: AllWalletsState): AllWalletsResult {
  const page = state.page + 1
  return { state: { ...state, loadingPage: page }, effects: [{ type: 'fetchPage', page }] }
}

function settle(state: AllWalletsState, term: string): AllWalletsResult {
  if (term === state.term) return same(state)
  if (term === '')
    return same({ ...state, term: '', results: undefined, searching: false, searchFailed: false })
  const { state: next, effects } = search(state, term)
  return { state: next, effects: [...effects, { type: 'track', event: 'SEARCH_WALLET', search: term }] }
}

function search(state: AllWalletsState, term: string): AllWalletsResult {
  return {
    state: { ...state, term, results: undefined, searching: true, searchFailed: false },
    effects: [{ type: 'fetchSearch', term }],
  }
}
