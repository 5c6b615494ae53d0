'use client'

import { useEffect, useMemo, useState } from 'react'
import type { ApiClient } from '@/api/createApiClient'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import type { ConnectCatalogueStatus } from '@/wallets/catalogue/buildConnectList'
import { type ConnectCatalogue, loadConnectCatalogue } from '@/wallets/catalogue/loadConnectCatalogue'
import type { WalletFilter } from '@/wallets/catalogue/WalletFilter'

type ConnectCatalogueLoad = ConnectCatalogueStatus & Partial<Pick<ConnectCatalogue, 'excludedRdns'>>

/**
 * The Connect view's catalogue part, loaded when the view mounts and again when what it depends on
 * changes (the networks, the recent wallets) or the user retries. Disabled, it stays loading and asks
 * nothing.
 */
export function useConnectCatalogue(options: {
  api: ApiClient
  enabled: boolean
  filter: WalletFilter
  featuredIds: readonly string[]
  recent: readonly CatalogueWallet[]
  custom: readonly CatalogueWallet[]
}): { catalogue: ConnectCatalogueLoad; retry: () => void } {
  const { api, enabled, filter, featuredIds, recent, custom } = options
  const [attempt, setAttempt] = useState(0)
  const request = useMemo(
    () => ({ filter, featuredIds, recent, customIds: custom.map((wallet) => wallet.id), attempt }),
    [filter, featuredIds, recent, custom, attempt],
  )
  const [loaded, setLoaded] = useState<{ request: typeof request; catalogue: ConnectCatalogueLoad }>()

  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    loadConnectCatalogue(api, { ...request, signal: abort.signal }).then(
      (catalogue) => {
        if (!abort.signal.aborted) setLoaded({ request, catalogue: { status: 'ready', ...catalogue } })
      },
      (error: unknown) => {
        if (abort.signal.aborted) return
        console.error('latch: could not load the wallets', error)
        setLoaded({ request, catalogue: { status: 'error' } })
      },
    )
    return () => abort.abort()
  }, [api, enabled, request])

  return {
    catalogue: loaded?.request === request ? loaded.catalogue : { status: 'loading' },
    retry: () => setAttempt((count) => count + 1),
  }
}
