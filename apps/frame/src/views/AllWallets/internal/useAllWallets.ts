'use client'

import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { ApiClient } from '@/api/createApiClient'
import { createAllWalletsStore } from '@/wallets/catalogue/createAllWalletsStore'
import { createImagePrefetcher } from '@/wallets/catalogue/createImagePrefetcher'
import type { WalletFilter } from '@/wallets/catalogue/WalletFilter'

/** The AllWallets list's store for this filter (a new one when the networks change), and its state. */
export function useAllWallets(options: {
  api: ApiClient
  filter: WalletFilter
  track: (event: 'SEARCH_WALLET', properties: { search: string }) => void
}) {
  const { api, filter, track } = options
  const store = useMemo(
    () => createAllWalletsStore({ api, filter, track, prefetch: createImagePrefetcher() }),
    [api, filter, track],
  )
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  useEffect(() => store.stop, [store])
  return { state, dispatch: store.dispatch }
}
