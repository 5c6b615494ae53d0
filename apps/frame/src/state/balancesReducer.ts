import { limits, type Token } from '@latch/shared-types'

/**
 * The connected account's balances on its network (docs/behaviour.md#entities tokenBalance, balanceLoading,
 * lastRetry). `key` names whose they are (`<chainId>:<address>`), so that an answer for an account
 * or network left behind is dropped.
 */
export type BalancesState = {
  key: string | undefined
  tokens: readonly Token[]
  loading: boolean
  /** Epoch ms of the last failed fetch; none starts until the backoff has passed (docs/behaviour.md#states-and-transitions, #constants-and-limits). */
  lastRetry: number | undefined
  /** Epoch ms of the last answer. */
  fetchedAt: number | undefined
}

export type BalancesAction =
  | { type: 'fetchStart'; key: string }
  | { type: 'fetchSuccess'; key: string; tokens: readonly Token[]; now: number }
  | { type: 'fetchFailure'; key: string; now: number }
  | { type: 'reset' }

export const initialBalancesState: BalancesState = {
  key: undefined,
  tokens: [],
  loading: false,
  lastRetry: undefined,
  fetchedAt: undefined,
}

/**
 * Balances as plain state: a new account or network starts empty, a failure records when it
 * happened, and an answer for an account no longer shown changes nothing.
 *
 * @example
 * balancesReducer(initialBalancesState, { type: 'fetchStart', key: '31337:0xabc' }).loading // true
 */
export function balancesReducer(state: BalancesState, action: BalancesAction): BalancesState {
  switch (action.type) {
    case 'fetchStart':
      return action.key === state.key
        ? { ...state, loading: true }
        : { ...initialBalancesState, key: action.key, loading: true }
    case 'fetchSuccess':
      if (action.key !== state.key) return state
      return { ...state, tokens: action.tokens, loading: false, lastRetry: undefined, fetchedAt: action.now }
    case 'fetchFailure':
      if (action.key !== state.key) return state
      return { ...state, loading: false, lastRetry: action.now }
    case 'reset':
      return initialBalancesState
  }
}

/**
 * Whether a balance fetch may start now: not while the last failure is under the backoff old
 * (docs/behaviour.md#states-and-transitions: 30 s), whoever asks.
 *
 * @example
 * canFetchBalances({ ...initialBalancesState, lastRetry: 1_000 }, 20_000) // false
 */
export function canFetchBalances(state: BalancesState, now: number): boolean {
  return state.lastRetry === undefined || now - state.lastRetry >= limits.balance.retryBackoffMs
}

/** The total USD value of the balances shown. */
export function totalUsdValue(tokens: readonly Token[]): number {
  return tokens.reduce((total, token) => total + (Number.isFinite(token.value) ? token.value : 0), 0)
}
