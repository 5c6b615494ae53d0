import type { ApiClient } from '@/api/createApiClient'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import {
  type AllWalletsAction,
  type AllWalletsEffect,
  type AllWalletsState,
  allWalletsReducer,
  initialAllWalletsState,
} from './allWalletsReducer'
import { loadWalletPage } from './loadWalletPage'
import { searchWallets } from './searchWallets'
import type { WalletFilter } from './WalletFilter'

/** The AllWallets list's state with what runs it: the requests, the search wait, tracking, prefetch. */
type AllWalletsStore = {
  getState(): AllWalletsState
  /** Called after every change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void
  dispatch(action: AllWalletsAction): void
  /** Drops a pending search wait (the view is gone); answers on their way still land in the store. */
  stop(): void
}

/**
 * Runs allWalletsReducer over the catalogue: its effects become requests (pages of 40, searches of
 * 100, with the filter), a timer for the search wait, a SEARCH_WALLET event and image prefetches.
 *
 * @example
 * const store = createAllWalletsStore({ api: controller.api, filter, track: controller.track })
 * store.dispatch({ type: 'loadMore' })
 */
export function createAllWalletsStore(options: {
  api: ApiClient
  filter: WalletFilter
  track: (event: 'SEARCH_WALLET', properties: { search: string }) => void
  prefetch?: (wallets: readonly CatalogueWallet[]) => void
}): AllWalletsStore {
  const { api, filter } = options
  let state = initialAllWalletsState
  let settleTimer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()

  const cancelSettle = () => {
    if (settleTimer !== undefined) clearTimeout(settleTimer)
    settleTimer = undefined
  }

  function dispatch(action: AllWalletsAction) {
    const result = allWalletsReducer(state, action)
    if (result.state !== state) {
      state = result.state
      for (const listener of listeners) listener()
    }
    for (const effect of result.effects) run(effect)
  }

  function run(effect: AllWalletsEffect) {
    switch (effect.type) {
      case 'fetchPage':
        loadWalletPage(api, { filter, page: effect.page }).then(
          ({ data, count }) => dispatch({ type: 'pageLoaded', page: effect.page, wallets: data, count }),
          (error: unknown) => {
            console.error('latch: could not load the wallet list', error)
            dispatch({ type: 'pageFailed', page: effect.page })
          },
        )
        break
      case 'fetchSearch':
        searchWallets(api, { filter, term: effect.term }).then(
          ({ data, count }) => dispatch({ type: 'searchLoaded', term: effect.term, wallets: data, count }),
          (error: unknown) => {
            console.error('latch: could not search the wallets', error)
            dispatch({ type: 'searchFailed', term: effect.term })
          },
        )
        break
      case 'settleAfter':
        cancelSettle()
        settleTimer = setTimeout(() => {
          settleTimer = undefined
          dispatch({ type: 'settle', input: effect.input })
        }, effect.delayMs)
        break
      case 'cancelSettle':
        cancelSettle()
        break
      case 'track':
        options.track(effect.event, { search: effect.search })
        break
      case 'prefetchImages':
        options.prefetch?.(effect.wallets)
        break
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispatch,
    stop: cancelSettle,
  }
}
