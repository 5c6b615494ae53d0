'use client'

import { createStore, Provider } from 'jotai'
import { useEffect, useState } from 'react'
import { createFrameController } from '@/controller/createFrameController'
import type { KnownContracts } from '@/projects/KnownContracts'
import type { KnownSolanaTokens } from '@/projects/KnownSolanaTokens'
import { originPatternToRegExp } from '@/projects/matchOrigin'
import type { WalletConnectConfig } from '@/projects/WalletConnectConfig'
import { knownContractsAtom, knownSolanaTokensAtom, sponsorGasAtom } from '@/state/atoms'
import { ControllerContext } from './ControllerContext'
import { Modal } from './Modal'

/** The /embed page's client side: one controller, connected to the parent page if its origin is allowed. */
export function EmbedApp(props: {
  projectId: string
  allowedOriginPatterns: string[]
  networks: string[]
  walletConnect: WalletConnectConfig | undefined
  knownContracts: readonly KnownContracts[]
  knownSolanaTokens?: readonly KnownSolanaTokens[]
  /** Whether the project pays its users' smart-account gas (its paymaster service). */
  sponsorGas?: boolean
  /** Time zones whose visitors the project offers no swaps and no onramp. */
  restrictedTimeZones?: string[]
}) {
  const [{ store, controller }] = useState(() => {
    const store = createStore()
    store.set(knownContractsAtom, props.knownContracts)
    store.set(knownSolanaTokensAtom, props.knownSolanaTokens ?? [])
    store.set(sponsorGasAtom, props.sponsorGas ?? false)
    return {
      store,
      controller: createFrameController({
        store,
        projectId: props.projectId,
        projectNetworks: props.networks,
        restrictedTimeZones: props.restrictedTimeZones,
        walletConnect: props.walletConnect,
      }),
    }
  })

  useEffect(() => {
    let cancelled = false
    // penpal loads after the first render: Connect paints without it, and the host waits for the
    // handshake anyway. What answers the host's messages loads beside it, for the init that follows
    // the handshake at once.
    const hostLink = import('./hostLink')
    controller.expectHost()
    hostLink
      .then(({ connectToHost }) =>
        connectToHost({
          allowedOrigins: props.allowedOriginPatterns.map(originPatternToRegExp),
          handle: (message) => controller.handle(message),
        }),
      )
      .then((link) => {
        if (cancelled) link.destroy()
        else controller.attach(link)
      })
      .catch((error: unknown) => console.error('latch: no connection to the host page', error))
    return () => {
      cancelled = true
      controller.destroy()
    }
  }, [controller, props.allowedOriginPatterns])

  return (
    <Provider store={store}>
      <ControllerContext.Provider value={controller}>
        <Modal />
      </ControllerContext.Provider>
    </Provider>
  )
}
