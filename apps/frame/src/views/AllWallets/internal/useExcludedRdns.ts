'use client'

import { useEffect, useState } from 'react'
import type { ApiClient } from '@/api/createApiClient'
import { loadExcludedRdns } from '@/wallets/catalogue/loadExcludedRdns'

const none: readonly string[] = []

/**
 * The rdns of the host's excluded wallets (see loadExcludedRdns). Until it answers, or if it fails,
 * none: the catalogue leaves the excluded wallets out itself, only their announced twins would show.
 */
export function useExcludedRdns(api: ApiClient, exclude: readonly string[], enabled: boolean) {
  const [loaded, setLoaded] = useState<{ exclude: readonly string[]; rdns: readonly string[] }>()
  useEffect(() => {
    if (!enabled || exclude.length === 0) return
    const abort = new AbortController()
    loadExcludedRdns(api, { exclude, signal: abort.signal }).then(
      (rdns) => {
        if (!abort.signal.aborted) setLoaded({ exclude, rdns })
      },
      (error: unknown) => {
        if (!abort.signal.aborted) console.error('latch: could not look up the excluded wallets', error)
      },
    )
    return () => abort.abort()
  }, [api, exclude, enabled])
  return loaded?.exclude === exclude ? loaded.rdns : none
}
