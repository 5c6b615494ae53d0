import { type ChainNamespace, limits, type ViewName } from '@latch/shared-types'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'

/** The connector a ConnectingExternal view works with. */
export type RouterConnector = { id: string; name: string; type: string; imageUrl?: string }

/** What the shown view works on (docs/behaviour.md#views-and-the-stack). */
export type RouterData = {
  connector?: RouterConnector
  /** The catalogue wallet a ConnectingWalletConnect view pairs with. */
  wallet?: CatalogueWallet
  /** The wallet_sendCalls batch a CallsStatus view follows. */
  callsId?: string
  /** Whose account WalletSend sends from, where it is not the active namespace's (Account's Solana section). */
  namespace?: ChainNamespace
}

/** One pending transaction flow; its callbacks stay in the React layer, keyed by id. */
export type TransactionStackEntry = { id: string; view?: ViewName; goBack?: boolean; replace?: boolean }

export type RouterState = {
  open: boolean
  view: ViewName
  /** The last entry is the shown view. */
  history: ViewName[]
  data: RouterData
  transactionStack: TransactionStackEntry[]
  shake: boolean
}

export type RouterAction =
  | { type: 'push'; view: ViewName; data?: RouterData }
  | { type: 'replace'; view: ViewName; data?: RouterData }
  | { type: 'goBack' }
  | { type: 'goBackToIndex'; index: number }
  | { type: 'reset'; view: ViewName; data?: RouterData }
  | { type: 'open'; view?: ViewName; data?: RouterData }
  | { type: 'close' }
  | { type: 'shake' }
  | { type: 'unshake' }
  | { type: 'pushTransactionStack'; entry: TransactionStackEntry }
  | { type: 'popTransactionStack'; cancel?: boolean }

/** What the reducer needs to know about the rest of the frame; absent fields take the defaults below. */
type RouterContext = {
  connected: boolean
  adaptersConfigured: boolean
  isMobile: boolean
  embeddedMode: boolean
  siwxRequired: boolean
  hasSiwxSession: boolean
}

export type RouterEffect =
  /** The modal has just closed: hide the overlay and reject the requests waiting on the user (4001). */
  | { type: 'close' }
  /** Inline, the visitor closed what they were doing: the modal stays shown, the waiting requests end (4001). */
  | { type: 'closeInline' }
  | { type: 'track'; event: 'MODAL_OPEN' | 'MODAL_CLOSE' }
  | { type: 'unshakeAfter'; delayMs: number }
  | { type: 'clearFarcasterUrl'; delayMs: number }
  | { type: 'reloadEmbeddedWallet'; delayMs: number }
  | { type: 'syncDappData'; delayMs: number }

type RouterResult = { state: RouterState; effects: RouterEffect[] }

export const initialRouterState: RouterState = {
  open: false,
  view: 'Connect',
  history: ['Connect'],
  data: {},
  transactionStack: [],
  shake: false,
}

const defaultContext: RouterContext = {
  connected: false,
  adaptersConfigured: true,
  isMobile: false,
  embeddedMode: false,
  siwxRequired: false,
  hasSiwxSession: false,
}

const signInViews: readonly ViewName[] = ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction']

export function routerReducer(
  state: RouterState,
  action: RouterAction,
  context: Partial<RouterContext> = {},
): RouterResult {
  const ctx = { ...defaultContext, ...context }
  switch (action.type) {
    case 'push':
      if (action.view === state.view) return noEffects(state)
      return {
        state: {
          ...state,
          view: action.view,
          history: [...state.history, action.view],
          data: action.data ?? {},
        },
        effects: [],
      }
    case 'replace': {
      if (state.history.at(-1) === action.view) return noEffects(state)
      const history = [...state.history.slice(0, -1), action.view]
      return { state: { ...state, view: action.view, history, data: action.data ?? {} }, effects: [] }
    }
    case 'goBack':
      return goBack(state, ctx)
    case 'goBackToIndex':
      return goBackToIndex(state, action.index)
    case 'reset':
      return { state: resetTo(state, action.view, action.data ?? {}), effects: [] }
    case 'open': {
      const view = action.view ?? defaultOpenView(ctx)
      return {
        state: { ...resetTo(state, view, action.data ?? {}), open: true, shake: false },
        effects: [{ type: 'track', event: 'MODAL_OPEN' }],
      }
    }
    case 'close':
      if (!state.open) return noEffects(state)
      // The sign-in must finish before the dapp can be used, so the modal refuses to go away.
      if (signInViews.includes(state.view) && ctx.siwxRequired && !ctx.hasSiwxSession) {
        return shake(state)
      }
      return closeModal(state, ctx)
    case 'shake':
      return shake(state)
    case 'unshake':
      return { state: { ...state, shake: false }, effects: [] }
    case 'pushTransactionStack':
      return { state: { ...state, transactionStack: [...state.transactionStack, action.entry] }, effects: [] }
    case 'popTransactionStack':
      return popTransactionStack(state, action.cancel ?? false, ctx)
  }
}

function noEffects(state: RouterState): RouterResult {
  return { state, effects: [] }
}

function resetTo(state: RouterState, view: ViewName, data: RouterData): RouterState {
  return { ...state, view, history: [view], data }
}

/**
 * The view `open` without a view shows: the closed modal keeps it rendered, so that an open only has
 * to show the frame.
 *
 * @example
 * defaultOpenView({ connected: true, adaptersConfigured: true, isMobile: false }) // 'Account'
 */
export function defaultOpenView(
  ctx: Pick<RouterContext, 'connected' | 'adaptersConfigured' | 'isMobile'>,
): ViewName {
  if (ctx.connected) return 'Account'
  if (!ctx.adaptersConfigured && !ctx.isMobile) return 'ConnectingWalletConnectBasic'
  return 'Connect'
}

function shake(state: RouterState): RouterResult {
  return {
    state: { ...state, shake: true },
    effects: [{ type: 'unshakeAfter', delayMs: limits.modal.shakeMs }],
  }
}

/**
 * Closing from navigation bypasses the sign-in guard: only the user's own close is refused. Inline
 * (embedded in the host's page, docs/inline.md) the modal stays shown and goes back to where it
 * starts: Account when connected, otherwise Connect.
 */
function closeModal(state: RouterState, ctx: RouterContext): RouterResult {
  if (!state.open) return noEffects(state)
  if (ctx.embeddedMode)
    return {
      state: resetTo(state, ctx.connected ? 'Account' : 'Connect', {}),
      effects: [{ type: 'closeInline' }, { type: 'track', event: 'MODAL_CLOSE' }],
    }
  return {
    state: { ...state, open: false },
    effects: [{ type: 'close' }, { type: 'track', event: 'MODAL_CLOSE' }],
  }
}

function goBack(state: RouterState, ctx: RouterContext): RouterResult {
  // The data stays: the view below may still need it (ConnectingExternal under ConnectingSiwe).
  const result =
    state.history.length > 1 && !state.history.includes('UnsupportedChain')
      ? goBackToIndex(state, state.history.length - 2)
      : closeModal(state, ctx)
  if (state.view !== 'ConnectingFarcaster' || ctx.connected) return result
  // An abandoned Farcaster login leaves the embedded wallet waiting on it: start that wallet afresh.
  return {
    state: result.state,
    effects: [
      ...result.effects,
      { type: 'clearFarcasterUrl', delayMs: limits.farcaster.backNavigationDelayMs },
      { type: 'reloadEmbeddedWallet', delayMs: limits.farcaster.backNavigationDelayMs },
      { type: 'syncDappData', delayMs: limits.farcaster.backNavigationDelayMs },
    ],
  }
}

function goBackToIndex(state: RouterState, index: number): RouterResult {
  if (!Number.isInteger(index) || index < 0 || index >= state.history.length) return noEffects(state)
  const history = state.history.slice(0, index + 1)
  const view = history.at(-1) ?? state.view
  return { state: { ...state, view, history }, effects: [] }
}

function popTransactionStack(state: RouterState, cancel: boolean, ctx: RouterContext): RouterResult {
  const entry = state.transactionStack.at(-1)
  if (!entry) return noEffects(state)
  const popped: RouterState = { ...state, transactionStack: state.transactionStack.slice(0, -1) }
  // The flow that pushed the entry has settled its request before it pops it: a close that follows
  // then finds nothing of it still waiting (closing rejects whatever still waits on the user).
  return cancel ? goBack(popped, ctx) : finishTransaction(popped, entry, ctx)
}

function finishTransaction(
  state: RouterState,
  entry: TransactionStackEntry,
  ctx: RouterContext,
): RouterResult {
  if (entry.goBack) return goBack(state, ctx)
  if (entry.replace) {
    const siweIndex = state.history.indexOf('ConnectingSiwe')
    if (siweIndex > 0) return goBackToIndex(state, siweIndex - 1)
    const closed = closeModal(state, ctx)
    return { state: { ...closed.state, history: [] }, effects: closed.effects }
  }
  if (entry.view) return noEffects(resetTo(state, entry.view, {}))
  return noEffects(state)
}
