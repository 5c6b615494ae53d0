import { storedConnectorOf } from '@/connectors/storedConnector'
import {
  lastPushedStateAtom,
  overlayShownAtom,
  routerAtom,
  socialLoginAtom,
  transactionsAtom,
} from '@/state/atoms'
import type { ConnectionEffect } from '@/state/connectionReducer'
import { type FrameContext, logError } from '@/state/FrameContext'
import type { RouterAction, RouterEffect } from '@/state/routerReducer'
import { initialTransactionsState } from '@/state/TransactionsState'
import type { ToastAction, ToastEffect } from '@/state/toastReducer'

/** What the flows do when the modal opens, closes, or shows another view. */
export type EffectHooks = {
  /** The modal has just opened. */
  modalOpened(): void
  /** The modal has just closed: whatever waited on the user is over. */
  modalClosed(): void
  /** Any view change, after the new state is stored. */
  routed(): void
  /** The Farcaster login was left unconnected: it ends and its URL is forgotten. */
  clearFarcasterUrl(): void
  /** The embedded wallet starts afresh (its logins under way dropped, its stored session tried). */
  reloadEmbeddedWallet(): void
}

/**
 * Runs what the router reducer asked for. Leaving ConnectingFarcaster unconnected ends its login,
 * reloads the embedded wallet and sends the host the frame's whole state again, each after the delay
 * the reducer gives (docs/farcaster.md).
 */
export function runRouterEffect(
  context: Pick<FrameContext, 'store' | 'notifyHost' | 'track' | 'later' | 'pushState'> & {
    dispatchRouter(action: RouterAction): void
    hooks: EffectHooks
  },
  effect: RouterEffect,
) {
  switch (effect.type) {
    case 'close':
      // The closed modal turns to the view open() will show once the host has hidden the frame (or
      // cannot answer), so that the change is never on screen; an open in between keeps it.
      context.notifyHost('setVisible', { visible: false }).then(() => {
        if (!context.store.get(routerAtom).open) context.store.set(overlayShownAtom, false)
      })
      context.hooks.modalClosed()
      break
    case 'closeInline':
      context.hooks.modalClosed()
      break
    case 'unshakeAfter':
      context.later(effect.delayMs, () => context.dispatchRouter({ type: 'unshake' }))
      break
    case 'track':
      context.track(effect.event)
      break
    case 'clearFarcasterUrl':
      context.later(effect.delayMs, () => context.hooks.clearFarcasterUrl())
      break
    case 'reloadEmbeddedWallet':
      context.later(effect.delayMs, () => context.hooks.reloadEmbeddedWallet())
      break
    case 'syncDappData':
      // The host's copy of the state is sent again even where nothing changed since the last push.
      context.later(effect.delayMs, () => {
        context.store.set(lastPushedStateAtom, '')
        context.pushState()
      })
      break
  }
}

/**
 * Runs what the connection reducer asked for: events for the host, the stored connector, analytics,
 * and on disconnect the account's transactions dropped from Activity and the social login forgotten.
 */
export function runConnectionEffect(
  context: Pick<FrameContext, 'store' | 'notifyHost' | 'storage' | 'track'>,
  effect: ConnectionEffect,
) {
  switch (effect.type) {
    case 'emit':
      context.notifyHost('emit', { event: effect.event, data: effect.data })
      break
    case 'persistLastConnector':
      context
        .storage()
        .set('lastConnector', JSON.stringify(storedConnectorOf(effect.connector)))
        .catch(logError)
      break
    case 'clearStoredConnector':
      context.storage().remove('lastConnector').catch(logError)
      break
    case 'track':
      context.track(effect.event)
      break
    case 'log':
      console.error(`latch: ${effect.message}`)
      break
    case 'clearTransactions':
      context.store.set(transactionsAtom, initialTransactionsState)
      break
    // A social login under way (its popup, its verification) ends with the session it was for.
    case 'clearSocialProvider':
      context.store.set(socialLoginAtom, undefined)
      break
  }
}

/** Runs the toast's timers: the next toast after the delay, and auto-close. */
export function runToastEffect(
  context: Pick<FrameContext, 'later'> & { dispatchToast(action: ToastAction): void },
  effect: ToastEffect,
) {
  if (effect.type === 'openPendingAfter')
    context.later(effect.delayMs, () => context.dispatchToast({ type: 'openPending' }))
  if (effect.type === 'autoCloseAfter')
    context.later(effect.delayMs, () => context.dispatchToast({ type: 'hide', id: effect.id }))
}
