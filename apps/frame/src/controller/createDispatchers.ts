import { sessionMatches } from '@/siwx/sessionMatches'
import {
  connectionAtom,
  embeddedAccountAtom,
  hostBitcoinAddressesAtom,
  hostConfigAtom,
  hostLinkAtom,
  hostNearAccountsAtom,
  hostSolanaAccountsAtom,
  lastPushedStateAtom,
  namespaceAtom,
  overlayShownAtom,
  routerAtom,
  siwxSessionAtom,
  solanaNetworksAtom,
  toastAtom,
  walletConnectBitcoinAccountsAtom,
  walletConnectNearAccountsAtom,
  walletConnectSolanaAccountsAtom,
} from '@/state/atoms'
import { type ConnectionAction, connectionReducer } from '@/state/connectionReducer'
import type { FrameContext, Store } from '@/state/FrameContext'
import { type RouterAction, routerReducer } from '@/state/routerReducer'
import { connectedAccountIds } from '@/state/selectors'
import { type ToastAction, toastReducer } from '@/state/toastReducer'
import { type EffectHooks, runConnectionEffect, runRouterEffect, runToastEffect } from './effectRunners'
import { hostStateOf } from './hostState'

/**
 * The three dispatchers of the frame's state machines: each runs its pure reducer on the atom's
 * state, stores the result, runs the effects the reducer asked for and pushes the host the new state.
 */
export function createDispatchers(
  store: Store,
  services: Pick<FrameContext, 'notifyHost' | 'storage' | 'track' | 'later'>,
  hooks: EffectHooks,
): Pick<FrameContext, 'dispatchRouter' | 'dispatchConnection' | 'dispatchToast' | 'pushState'> {
  // The host hears about every change once, in order; a failed push is only logged because the
  // next change sends the whole state again.
  function pushState() {
    const link = store.get(hostLinkAtom)
    const state = hostStateOf(store)
    const key = JSON.stringify(state)
    if (key === store.get(lastPushedStateAtom) || !link) return
    store.set(lastPushedStateAtom, key)
    link.call('state', { state }).catch((error: unknown) => console.error('latch: state push failed', error))
  }

  // The Solana and Bitcoin accounts are not the connection's: their addresses come with the embedded
  // login, the WalletConnect session or the host page's Solana, Bitcoin or NEAR wallet (which may update
  // them) and the Solana cluster with the Networks pick, and the host hears of each, and of a new
  // active namespace, as of any other change.
  for (const atom of [
    embeddedAccountAtom,
    walletConnectSolanaAccountsAtom,
    walletConnectBitcoinAccountsAtom,
    walletConnectNearAccountsAtom,
    hostSolanaAccountsAtom,
    hostBitcoinAddressesAtom,
    hostNearAccountsAtom,
    solanaNetworksAtom,
    namespaceAtom,
  ])
    store.sub(atom, pushState)

  function dispatchRouter(action: RouterAction) {
    const { status } = store.get(connectionAtom)
    const connected = status === 'connected'
    const config = store.get(hostConfigAtom)
    const before = store.get(routerAtom)
    const { state, effects } = routerReducer(before, action, {
      connected,
      adaptersConfigured: config.enableWallets !== false,
      isMobile: config.isMobile,
      embeddedMode: config.inline === true,
      // Only a connected account can be asked to sign in; once disconnected the modal closes freely.
      siwxRequired: connected && config.siwx?.required === true,
      hasSiwxSession: sessionMatches(store.get(siwxSessionAtom), connectedAccountIds(store)),
    })
    store.set(routerAtom, state)
    if (!before.open && state.open) {
      store.set(overlayShownAtom, true)
      services.notifyHost('setVisible', { visible: true })
      hooks.modalOpened()
    }
    for (const effect of effects)
      runRouterEffect({ ...services, store, dispatchRouter, hooks, pushState }, effect)
    hooks.routed()
    pushState()
  }

  function dispatchConnection(action: ConnectionAction) {
    const { state, effects } = connectionReducer(store.get(connectionAtom), action)
    store.set(connectionAtom, state)
    for (const effect of effects) runConnectionEffect({ ...services, store }, effect)
    pushState()
  }

  function dispatchToast(action: ToastAction) {
    const { state, effects } = toastReducer(store.get(toastAtom), action)
    store.set(toastAtom, state)
    for (const effect of effects) runToastEffect({ later: services.later, dispatchToast }, effect)
  }

  return { dispatchRouter, dispatchConnection, dispatchToast, pushState }
}
