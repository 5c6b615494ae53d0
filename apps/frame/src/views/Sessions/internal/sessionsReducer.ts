import type { RecordedSession } from '@/sessions/createSessionsApi'

/** What the Sessions view shows: the list as last read, and the revoke under way. */
export type SessionsState = {
  /** Whose sessions these are (`account:chainId`): another account's are never shown. */
  owner?: string
  status: 'loading' | 'loaded' | 'failed'
  sessions: RecordedSession[]
  /** Why the list could not be read, or why the last revoke failed. */
  error?: string
  /** The pci whose revoke is under way: its button waits, the others too. */
  revoking?: string
}

export type SessionsAction =
  | { type: 'load'; owner: string }
  | { type: 'loaded'; sessions: RecordedSession[] }
  | { type: 'failed'; error: string }
  | { type: 'revokeStarted'; pci: string }
  | { type: 'revokeEnded'; error?: string }

export const initialSessionsState: SessionsState = { status: 'loading', sessions: [] }

/**
 * The Sessions view's state, kept outside the view because a revoke outlives it (its confirmation
 * replaces the view until the user answers): loading keeps the list already shown for the same
 * account and chain (a refresh does not blank it) and drops another's, a revoke holds its pci until it
 * ends, and a failure (to read, or to revoke) is kept as text until the next success. A user who
 * declined the revoke (4001) ends it without an error.
 *
 * @example
 * const loading = sessionsReducer(initialSessionsState, { type: 'load', owner: `${account}:31337` })
 * sessionsReducer(loading, { type: 'loaded', sessions }) // { owner, status: 'loaded', sessions }
 */
export function sessionsReducer(state: SessionsState, action: SessionsAction): SessionsState {
  switch (action.type) {
    case 'load':
      return action.owner === state.owner
        ? { ...state, status: 'loading' }
        : { owner: action.owner, status: 'loading', sessions: [] }
    case 'loaded': {
      const { error: _error, ...rest } = state
      return { ...rest, status: 'loaded', sessions: action.sessions }
    }
    case 'failed':
      return { ...state, status: 'failed', error: action.error }
    case 'revokeStarted': {
      const { error: _error, ...rest } = state
      return { ...rest, revoking: action.pci }
    }
    case 'revokeEnded': {
      const { revoking: _revoking, ...rest } = state
      return action.error ? { ...rest, error: action.error } : rest
    }
  }
}
