import { limits, type TransactionHistoryItem, type TransactionHistoryPage } from '@latch/shared-types'
import { withoutSpam } from '@/activity/withoutSpam'
import { initialTransactionsState, type TransactionsState } from '@/state/TransactionsState'

export type TransactionsAction =
  /** `fresh` starts the list over (a first load, or a retry after a failure). */
  | { type: 'fetchStart'; key: string; fresh?: boolean }
  /** A page read with the cursor: appended, without the items already listed. */
  | { type: 'fetchSuccess'; key: string; page: TransactionHistoryPage }
  /** The first page read again: new items go in front, listed ones take the new version. */
  | { type: 'refreshSuccess'; key: string; page: TransactionHistoryPage }
  | { type: 'fetchFailure'; key: string }
  | { type: 'reset' }
  | { type: 'watchStart'; key: string }
  | { type: 'watchPoll'; key: string }
  | { type: 'watchStop' }

/**
 * Activity's list as plain state: pages are appended without repeats, the first page read again is
 * merged in front, a failure leaves the list empty-flagged with no next page (docs/behaviour.md#errors), and an
 * answer for an account no longer shown changes nothing.
 *
 * @example
 * const started = transactionsReducer(initialTransactionsState, { type: 'fetchStart', key: '31337:0xabc' })
 * transactionsReducer(started, { type: 'fetchSuccess', key: '31337:0xabc', page: { data: [], next: null } }).empty // true
 */
export function transactionsReducer(state: TransactionsState, action: TransactionsAction): TransactionsState {
  if (action.type === 'reset') return initialTransactionsState
  if (action.type === 'watchStop') return { ...state, watch: { ...state.watch, active: false } }
  if (action.type === 'fetchStart') {
    if (action.key !== state.key) return { ...initialTransactionsState, key: action.key, loading: true }
    if (action.fresh)
      return { ...initialTransactionsState, key: action.key, loading: true, watch: state.watch }
    return { ...state, loading: true }
  }
  if (action.key !== state.key) return state
  switch (action.type) {
    case 'fetchSuccess': {
      const listed = new Set(state.items.map((item) => item.id))
      const added = visible(action.page.data).filter((item) => !listed.has(item.id))
      return settled(state, [...state.items, ...added], action.page.next ?? null)
    }
    case 'refreshSuccess': {
      const fresh = visible(action.page.data)
      const ids = new Set(fresh.map((item) => item.id))
      const items = [...fresh, ...state.items.filter((item) => !ids.has(item.id))]
      // Whatever is listed past the first page is still listed: its cursor still applies. After a
      // failure (no cursor kept) the page's own one is safe, since pages append without repeats.
      const keepCursor = state.items.length > 0 && !state.failed
      return settled(state, items, keepCursor ? state.next : (action.page.next ?? null))
    }
    case 'fetchFailure':
      return { ...state, loading: false, empty: true, next: null, failed: true }
    case 'watchStart':
      if (state.watch.active || state.watch.polls >= limits.pendingTransactions.limit) return state
      return { ...state, watch: { ...state.watch, active: true } }
    case 'watchPoll': {
      const polls = state.watch.polls + 1
      return {
        ...state,
        watch: { active: state.watch.active && polls < limits.pendingTransactions.limit, polls },
      }
    }
  }
}

function visible(items: readonly TransactionHistoryItem[]): TransactionHistoryItem[] {
  return items.flatMap((item) => withoutSpam(item) ?? [])
}

function settled(state: TransactionsState, items: readonly TransactionHistoryItem[], next: string | null) {
  return { ...state, items, next, loading: false, failed: false, empty: items.length === 0 && next === null }
}

/**
 * Whether the pending-transaction watch should be running: the host turned it on (it is off by
 * default, docs/behaviour.md#constants-and-limits), the list holds a pending item, and it has not used up its polls.
 *
 * @example
 * needsPendingWatch(state, store.get(hostConfigAtom).features?.pendingTransactions === true)
 */
export function needsPendingWatch(state: TransactionsState, enabled: boolean): boolean {
  return (
    enabled &&
    state.key !== undefined &&
    state.watch.polls < limits.pendingTransactions.limit &&
    state.items.some((item) => item.metadata.status === 'pending')
  )
}
